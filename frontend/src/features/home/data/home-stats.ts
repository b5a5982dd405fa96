/** The stats block's static claims (specification, section 1). */
export const HOME_STATS = [
  { value: '25.000+', label: 'verifizierte Unternehmen' },
  { value: '2056+', label: 'Städte' },
  { value: '47', label: 'Kategorien' },
  { value: '85.000+', label: 'Bewertungen' },
  { value: 'über 10 Jahre', label: 'Erfahrung' },
] as const;
