import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-app';
import { installFakeApi, SITE_INFO_FIXTURE, type FakeApi } from '@/testing/fake-api';
import ImpressumPage from './impressum-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

describe('legal pages', () => {
  it.each([
    ['Impressum', <ImpressumPage />, 'HRB 00000'],
    ['Datenschutzerklärung', <PrivacyPage />, '7. Kontaktformular'],
    ['Allgemeine Geschäftsbedingungen', <TermsPage />, '§ 9 Vertragslaufzeit, Kündigung und Zahlung'],
  ])('%s renders its sections with the operator’s data', async (heading, element, marker) => {
    api = installFakeApi({ 'GET /api/site': () => ({ status: 200, data: SITE_INFO_FIXTURE }) });
    renderRoutes([{ path: '/', element }]);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findAllByText(/Branchenbuch Musterfirma GmbH/)).not.toHaveLength(0);
    expect(screen.getAllByText(new RegExp(marker.replace(/[.§]/g, '\\$&'))).length).toBeGreaterThan(0);
  });

  it('explains a failed load of the operator data and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    api = installFakeApi({
      'GET /api/site': () => (fail ? 'network-error' : { status: 200, data: SITE_INFO_FIXTURE }),
    });
    renderRoutes([{ path: '/', element: <ImpressumPage /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('konnten nicht geladen werden');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/Amtsgericht Bad Oeynhausen/)).toBeInTheDocument();
  });
});
