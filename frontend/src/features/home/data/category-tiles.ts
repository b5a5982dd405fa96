/** The home page's 12 category tiles, each going to /search?category={name} (icon: an SVG path, 24×24). */
export const CATEGORY_TILES = [
  {
    name: 'Beauty & Wellness',
    icon: 'M12 3l1.9 4.6L18.5 9l-4.6 1.9L12 15.5l-1.9-4.6L5.5 9l4.6-1.4L12 3zM5 17l.9 2.1L8 20l-2.1.9L5 23l-.9-2.1L2 20l2.1-.9L5 17z',
  },
  { name: 'Einzelhandel', icon: 'M6 8h12l-1 13H7L6 8zm3 0V6a3 3 0 0 1 6 0v2' },
  {
    name: 'Auto Verkehr & Logistik',
    icon: 'M5 17h14M3 13l2-6h14l2 6v4H3v-4zm4 4v2m10-2v2M7 13h.01M17 13h.01',
  },
  { name: 'Gastronomie', icon: 'M7 2v9a2 2 0 0 0 2 2v9M11 2v7M3 2v7a4 4 0 0 0 4 4M17 2c-2 2-3 5-3 8h3v12' },
  {
    name: 'Handwerk',
    icon: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.5-.7-.7-2.5 2.6-2.6z',
  },
  { name: 'Gesundheit & Medizin', icon: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3z' },
  { name: 'Bauen & Wohnen', icon: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6' },
  {
    name: 'Dienstleistungen',
    icon: 'M4 7h16v13H4V7zm5 0V4h6v3M4 12h16',
  },
  { name: 'Sport & Freizeit', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3a14 14 0 0 1 0 18' },
  { name: 'Bildung & Schulungen', icon: 'M2 9l10-5 10 5-10 5L2 9zm4 2v5c3 2 9 2 12 0v-5M22 9v6' },
  { name: 'Finanzdienstleistungen', icon: 'M3 21h18M4 10h16M12 3l8 5H4l8-5zM6 10v8m4-8v8m4-8v8m4-8v8' },
  {
    name: 'Tourismus & Reisen',
    icon: 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z',
  },
] as const;
