/** The packages of /preise, whose buttons link to /kontakt?paket=<name>. */
export const PACKAGE_NAMES = ['Basis', 'Professional', 'Premium'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

export const PACKAGE_QUERY_PARAM = 'paket';

/** The subject preselected for `?paket=…`; empty for a missing or unknown package. */
export function subjectForPackage(paket: string | null): string {
  if (paket === null) return '';
  const name = PACKAGE_NAMES.find((candidate) => candidate.toLowerCase() === paket.trim().toLowerCase());
  return name === undefined ? '' : `Anfrage zum Paket ${name}`;
}
