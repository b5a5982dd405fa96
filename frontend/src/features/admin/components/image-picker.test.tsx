import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ImagePicker } from './image-picker';

function Harness({ upload, initial = '' }: { upload: (file: File) => Promise<string>; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImagePicker value={value} onChange={setValue} upload={upload} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const png = (size = 10) => new File([new Uint8Array(size)], 'laden.png', { type: 'image/png' });

describe('ImagePicker', () => {
  it('uploads an image and takes the returned address', async () => {
    const upload = vi.fn().mockResolvedValue('/objects/uploads/laden.png');
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Bilddatei auswählen'), png());
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/objects/uploads/laden.png'));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'laden.png' }));
    expect(screen.getByRole('img', { name: 'Vorschau des Bildes' })).toHaveAttribute(
      'src',
      '/objects/uploads/laden.png',
    );
  });

  it('refuses other files and images over 5 MB without uploading', async () => {
    const upload = vi.fn();
    render(<Harness upload={upload} />);
    const input = screen.getByLabelText('Bilddatei auswählen');
    await userEvent.upload(input, new File(['%PDF'], 'preise.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Bilddatei aus');
    await userEvent.upload(input, png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei darf maximal 5MB groß sein');
    expect(upload).not.toHaveBeenCalled();
  });

  it('names a refused upload and a failed request differently', async () => {
    const upload = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, undefined, '500: x'))
      .mockRejectedValueOnce(new ApiError(0, undefined, 'Verbindungsfehler'));
    render(<Harness upload={upload} />);
    const input = screen.getByLabelText('Bilddatei auswählen');
    await userEvent.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload fehlgeschlagen');
    await userEvent.upload(input, png());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Hochladen des Bildes'));
  });

  it('previews a URL only when it starts with http:// or https://', async () => {
    render(<Harness upload={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'URL eingeben' }));
    const field = screen.getByLabelText('Bild-URL');
    await userEvent.type(field, 'bilder.example/a.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://bilder.example/a.png');
    expect(screen.getByRole('img', { name: 'Vorschau des Bildes' })).toHaveAttribute(
      'src',
      'https://bilder.example/a.png',
    );
  });

  it('starts in URL mode for an external address and can remove the image', async () => {
    render(<Harness upload={vi.fn()} initial="https://bilder.example/a.png" />);
    expect(screen.getByRole('radio', { name: 'URL eingeben' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Bild entfernen' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });
});
