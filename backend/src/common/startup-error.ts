/** What a failed start prints: the cause (with the causes behind it) and what to do, in German. */
export function describeStartupError(error: unknown): string {
  const causes = causeChain(error);
  const first = causes[0];
  if (first === undefined)
    return `Start fehlgeschlagen, ohne Angabe eines Grundes (${String(error)}). Bitte die Meldungen darüber prüfen.`;
  const lines = [`Start fehlgeschlagen: ${causes.map((cause) => cause.message).join(' – Ursache: ')}`];
  const hint = hintFor(causes);
  if (hint !== undefined) lines.push(`Abhilfe: ${hint}`);
  return lines.join('\n');
}

type ErrorWithCode = Error & { code?: unknown };

function causeChain(error: unknown): ErrorWithCode[] {
  const chain: ErrorWithCode[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

function hintFor(causes: ErrorWithCode[]): string | undefined {
  const codes = new Set(causes.map((cause) => cause.code));
  if (codes.has('EADDRINUSE'))
    return 'Der Port ist belegt. Beenden Sie das Programm, das ihn verwendet, oder setzen Sie PORT auf einen freien Port.';
  if (codes.has('EACCES') || codes.has('EPERM'))
    return 'Keine Berechtigung: DATA_DIR auf ein beschreibbares Verzeichnis setzen bzw. PORT über 1024 wählen.';
  if (codes.has('ECONNREFUSED') || codes.has('ENOTFOUND') || codes.has('ETIMEDOUT'))
    return 'Die Datenbank ist nicht erreichbar: DATABASE_URL prüfen und sicherstellen, dass PostgreSQL läuft.';
  if (codes.has('28P01') || codes.has('3D000'))
    return 'Die Datenbank lehnt die Anmeldung ab oder existiert nicht: Benutzer, Passwort und Datenbanknamen in DATABASE_URL prüfen.';
  return undefined;
}
