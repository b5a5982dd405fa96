import { parseObjectPath } from './object-path';

describe('parseObjectPath', () => {
  it.each(['public/bild.webp', 'public/a-b_c/1.2.jpg', 'x'])('accepts %s', (path) => {
    expect(parseObjectPath(path)).toBe(path);
  });

  it('decodes harmless escapes', () => {
    expect(parseObjectPath('public%2Fbild.webp')).toBe('public/bild.webp');
  });

  it.each([
    ['', 'Objektpfad erforderlich'],
    ['a'.repeat(201), 'Objektpfad zu lang'],
    ['..', 'Pfad-Traversierung nicht erlaubt'],
    ['public/../geheim', 'Pfad-Traversierung nicht erlaubt'],
    ['%2e%2e/geheim', 'Pfad-Traversierung nicht erlaubt'],
    ['%2E%2E%2Fgeheim', 'Pfad-Traversierung nicht erlaubt'],
    ['public/..\\..\\geheim', 'Pfad-Traversierung nicht erlaubt'],
    ['/etc/passwd', 'Pfad-Traversierung nicht erlaubt'],
    ['\\server\\share', 'Pfad-Traversierung nicht erlaubt'],
    ['C:/Windows', 'Pfad-Traversierung nicht erlaubt'],
    ['public/./bild.webp', 'Pfad-Traversierung nicht erlaubt'],
    ['public/a b.webp', 'Ungültiger Objektpfad'],
    ['public//bild.webp', 'Ungültiger Objektpfad'],
    ['public/a\\b', 'Ungültiger Objektpfad'],
    ['%252e%252e', 'Ungültiger Objektpfad'],
    ['%E0%A4%A', 'Ungültiger Objektpfad'],
    ['public/bild.webp\u0000.png', 'Ungültiger Objektpfad'],
  ])('refuses %j with %s', (path, message) => {
    expect(() => parseObjectPath(path)).toThrow(message);
  });
});
