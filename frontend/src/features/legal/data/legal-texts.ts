import type { SiteInfoDto } from '@/api/generated/model';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

function clean(value: string): string {
  return value.trim();
}

/** Company name including the legal form, without doubling it if the name already ends with it. */
function companyWithForm(op: SiteInfoDto): string {
  const name = clean(op.companyName);
  const form = clean(op.legalForm);
  if (!form || name.toLowerCase().endsWith(form.toLowerCase())) {
    return name;
  }
  return `${name} ${form}`;
}

function cityLine(op: SiteInfoDto): string {
  return [clean(op.postalCode), clean(op.city)].filter(Boolean).join(' ');
}

function addressLines(op: SiteInfoDto): string[] {
  return [clean(op.street), cityLine(op), clean(op.country)].filter(Boolean);
}

function addressInline(op: SiteInfoDto): string {
  return addressLines(op).join(', ');
}

function contactLines(op: SiteInfoDto): string[] {
  const lines: string[] = [];
  if (clean(op.phone)) lines.push(`Telefon: ${clean(op.phone)}`);
  if (clean(op.fax)) lines.push(`Telefax: ${clean(op.fax)}`);
  if (clean(op.email)) lines.push(`E-Mail: ${clean(op.email)}`);
  return lines;
}

export function impressumSections(op: SiteInfoDto): LegalSection[] {
  const company = companyWithForm(op);
  const sections: LegalSection[] = [
    {
      heading: 'Angaben gemäß § 5 DDG',
      paragraphs: [company, ...addressLines(op)],
    },
    {
      heading: 'Vertreten durch',
      paragraphs: [`Geschäftsführer: ${clean(op.managingDirector)}`],
    },
    {
      heading: 'Kontakt',
      paragraphs: contactLines(op).length > 0 ? contactLines(op) : ['Kontaktdaten auf Anfrage.'],
    },
  ];

  if (clean(op.registerCourt) || clean(op.registerNumber)) {
    const register: string[] = [];
    if (clean(op.registerCourt)) register.push(`Registergericht: ${clean(op.registerCourt)}`);
    if (clean(op.registerNumber)) register.push(`Registernummer: ${clean(op.registerNumber)}`);
    sections.push({ heading: 'Registereintrag', paragraphs: ['Eintragung im Handelsregister.', ...register] });
  }

  if (clean(op.vatId)) {
    sections.push({
      heading: 'Umsatzsteuer-ID',
      paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${clean(op.vatId)}`],
    });
  }

  sections.push(
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [clean(op.managingDirector), ...addressLines(op)],
    },
    {
      heading: 'EU-Streitschlichtung und Verbraucherstreitbeilegung',
      paragraphs: [
        'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde im Juli 2025 eingestellt; ein Verweis auf diese Plattform entfällt daher.',
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des § 36 Verbraucherstreitbeilegungsgesetz (VSBG) teilzunehmen.',
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
        'Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen bekannt werden, entfernen wir diese Inhalte umgehend.',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Unser Angebot enthält Links zu externen Websites Dritter, etwa zu den Internetauftritten der eingetragenen Unternehmen, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich.',
        'Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die durch den Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Die Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers.',
        'Soweit die Inhalte auf dieser Seite nicht vom Betreiber erstellt wurden, werden die Urheberrechte Dritter beachtet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Inhalte umgehend.',
      ],
    },
    {
      heading: 'Inhalte Dritter: Unternehmenseinträge und Bewertungen',
      paragraphs: [
        'Die Unternehmenseinträge in diesem Branchenbuch werden überwiegend von den Unternehmen selbst oder in deren Auftrag angelegt. Für die Richtigkeit, Vollständigkeit und Aktualität dieser Angaben, etwa Adressen, Öffnungszeiten, Leistungen und Bilder, sind die jeweiligen Unternehmen verantwortlich.',
        'Bewertungen und Kommentare stammen von Nutzerinnen und Nutzern und geben deren persönliche Meinung wieder, nicht die des Betreibers. Die Bewertungen werden ohne vorherige Prüfung veröffentlicht und nicht daraufhin überprüft, ob sie von Verbraucherinnen und Verbrauchern stammen, die die bewerteten Leistungen tatsächlich genutzt oder erworben haben (§ 5b Abs. 3 UWG). Jede Bewertung kann über die Schaltfläche „Melden“ mit einem Grund gemeldet werden. Gemeldete Bewertungen prüfen wir; verstößt eine Bewertung gegen unsere Regeln, blenden wir sie aus, und sie zählt nicht mehr zur Durchschnittsbewertung des Unternehmens.',
        `Wenn Sie einen Eintrag oder eine Bewertung für rechtswidrig halten, melden Sie sich bitte unter ${clean(op.email)}. Wir prüfen jeden Hinweis und entfernen rechtswidrige Inhalte umgehend.`,
      ],
    },
  );

  return sections;
}

/** OpenStreetMap's own tile server: the default of MAP_TILE_URL. */
const OSM_TILE_HOST = 'tile.openstreetmap.org';

/** Who receives the visitor's data when the result map loads its tiles (the configured tile server). */
function tileServer(op: SiteInfoDto): { osm: boolean; nominative: string; accusative: string } {
  const host = new URL(op.map.tileUrl).host;
  if (host !== OSM_TILE_HOST) {
    return {
      osm: false,
      nominative: `der Betreiber des Kartenservers ${host}`,
      accusative: `den Betreiber des Kartenservers ${host}`,
    };
  }
  const foundation = `die OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich (Server ${host})`;
  return { osm: true, nominative: foundation, accusative: foundation };
}

export function datenschutzSections(op: SiteInfoDto): LegalSection[] {
  const company = companyWithForm(op);
  const tiles = tileServer(op);
  return [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        'Verantwortlicher für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
        [company, ...addressLines(op)].join(', '),
        `Vertreten durch den Geschäftsführer ${clean(op.managingDirector)}.`,
        ...contactLines(op),
      ],
    },
    {
      heading: '2. Allgemeines zur Datenverarbeitung und Rechtsgrundlagen',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten nur, soweit dies zur Bereitstellung einer funktionsfähigen Website, unseres Branchenbuchs und unserer Leistungen erforderlich ist oder Sie eingewilligt haben.',
        'Die Verarbeitung stützt sich je nach Zweck auf folgende Rechtsgrundlagen:',
      ],
      list: [
        'Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung,',
        'Art. 6 Abs. 1 lit. b DSGVO – Erfüllung eines Vertrags oder Durchführung vorvertraglicher Maßnahmen,',
        'Art. 6 Abs. 1 lit. c DSGVO – Erfüllung einer rechtlichen Verpflichtung, etwa handels- und steuerrechtlicher Aufbewahrungspflichten,',
        'Art. 6 Abs. 1 lit. f DSGVO – Wahrung unserer berechtigten Interessen, sofern nicht Ihre Interessen oder Grundrechte überwiegen.',
      ],
    },
    {
      heading: '3. Hosting und Server-Logdateien',
      paragraphs: [
        'Diese Website wird bei einem externen Hosting-Anbieter betrieben. Bei jedem Aufruf unserer Website erfasst der Server automatisch Informationen, die Ihr Browser übermittelt, und speichert sie in Server-Logdateien. Zusätzlich erhält jede Anfrage eine zufällig erzeugte Anfragekennung, mit der wir Fehler nachvollziehen und analysieren können.',
        'Die Verarbeitung erfolgt auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in der technisch fehlerfreien Bereitstellung, der Sicherheit und der Stabilität der Website. Die Server-Logdateien werden nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls länger benötigt werden.',
        'Die Server-Logdateien enthalten folgende Angaben:',
      ],
      list: [
        'IP-Adresse des anfragenden Geräts,',
        'Datum und Uhrzeit der Anfrage,',
        'aufgerufene Adresse (URL),',
        'verwendeter Browser und Betriebssystem (User-Agent),',
        'HTTP-Statuscode der Antwort.',
      ],
    },
    {
      heading: '4. Unternehmenseinträge über das Eintragsformular',
      paragraphs: [
        'Über unser Eintragsformular können Unternehmen einen Eintrag im Branchenbuch anlegen. Dabei verarbeiten wir die eingegebenen Daten, insbesondere Name des Unternehmens, Branche, Beschreibung, Leistungen, Anschrift, Bundesland, Telefonnummer, E-Mail-Adresse, Website, Öffnungszeiten und gegebenenfalls ein Bild.',
        'Zweck des Eintrags ist die Veröffentlichung im Branchenbuch. Die Angaben des Eintrags sind daher nach der Freischaltung für alle Besucherinnen und Besucher öffentlich sichtbar und über die Suche auffindbar. Bitte geben Sie nur Daten ein, die veröffentlicht werden sollen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
        'Damit Sie Ihren Eintrag kurz nach dem Anlegen noch bearbeiten können, speichert Ihr Browser den Zeitpunkt der Erstellung und einen Bearbeitungsschlüssel für 10 Minuten im Local Storage. Auf unserem Server wird nicht der Bearbeitungsschlüssel selbst, sondern nur ein daraus berechneter Hashwert gespeichert.',
        'Die Daten des Eintrags speichern wir für die Dauer der Veröffentlichung bzw. des Vertragsverhältnisses. Danach werden sie gelöscht, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
        'Statistik für Inhaber: Damit Inhaberinnen und Inhaber sehen, was ihr Eintrag bewirkt, zählen wir je Eintrag und Tag, wie oft seine Seite aufgerufen, er in Suchergebnissen angezeigt und auf Telefonnummer, Website, Route oder E-Mail-Adresse geklickt wurde. Gespeichert wird nur die Anzahl – keine IP-Adresse, kein Cookie und keine andere Kennung der Besucherinnen und Besucher, sodass kein Bezug zu einer Person entsteht. Aufrufe bekannter Suchmaschinen-Bots zählen nicht. Die Zahlen werden nach 400 Tagen gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, Inhabern die Wirkung ihres Eintrags zu zeigen.',
      ],
    },
    {
      heading: '5. Bild-Uploads',
      paragraphs: [
        'Wenn Sie zu einem Eintrag ein Bild hochladen, wird die Datei auf unserem Server neu kodiert. Dabei werden eingebettete Metadaten wie EXIF-Daten, einschließlich etwaiger GPS-Standortangaben, Kameradaten und Aufnahmezeitpunkt, vollständig entfernt.',
        'Das bereinigte Bild wird in einem Objektspeicher (Object Storage) abgelegt und zusammen mit dem Eintrag öffentlich angezeigt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Das Bild wird gelöscht, wenn der Eintrag gelöscht oder das Bild ersetzt wird.',
      ],
    },
    {
      heading: '6. Bewertungen',
      paragraphs: [
        'Besucherinnen und Besucher können Unternehmen bewerten. Dabei werden der angegebene Name der verfassenden Person, die Sternebewertung, der Kommentar und das Datum der Bewertung gespeichert und zusammen mit dem Unternehmenseintrag öffentlich angezeigt. Sie können statt Ihres vollständigen Namens auch ein Pseudonym verwenden.',
        'Hinweis gemäß § 5b Abs. 3 UWG: Die veröffentlichten Bewertungen werden nicht daraufhin überprüft, ob sie von Verbraucherinnen und Verbrauchern stammen, die die Leistungen oder Waren des bewerteten Unternehmens tatsächlich genutzt oder erworben haben. Jede Bewertung kann gemeldet werden; wir prüfen gemeldete Bewertungen und blenden sie aus, wenn sie gegen unsere Regeln verstoßen. Bei einer Meldung speichern wir nur den gewählten Grund, die freiwillige Anmerkung und den Zeitpunkt; Ihre IP-Adresse verarbeiten wir nur kurzzeitig, um die Zahl der Meldungen zu begrenzen, und speichern sie nicht dauerhaft.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse besteht darin, Besucherinnen und Besuchern einen Erfahrungsaustausch über Unternehmen zu ermöglichen. Bewertungen bleiben gespeichert, solange der zugehörige Eintrag besteht. Auf begründeten Antrag, etwa der verfassenden Person oder bei rechtswidrigem Inhalt, entfernen wir eine Bewertung.',
      ],
    },
    {
      heading: '7. Kontaktformular',
      paragraphs: [
        'Wenn Sie uns über das Kontaktformular eine Anfrage senden, speichern wir Ihre Angaben, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO sowie, soweit Ihre Anfrage mit einem Vertrag oder dessen Anbahnung zusammenhängt, Art. 6 Abs. 1 lit. b DSGVO.',
        'Die Daten werden 6 Monate nach Abschluss der Bearbeitung gelöscht, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
        'Im Einzelnen verarbeiten wir folgende Angaben:',
      ],
      list: [
        'Vorname und Nachname,',
        'E-Mail-Adresse,',
        'Telefonnummer (freiwillig),',
        'Betreff und Nachricht,',
        'Ihre Einwilligung in die Datenverarbeitung mit dem Zeitpunkt der Erteilung.',
      ],
    },
    {
      heading: '8. Lokaler Speicher im Browser',
      paragraphs: [
        'Wir setzen keine Tracking-Cookies, keine Analysedienste und keine Werbedienste ein.',
        'Für einige Funktionen nutzt unsere Website den lokalen Speicher (Local Storage) Ihres Browsers. Diese Speicherung ist für die von Ihnen ausdrücklich gewünschten Funktionen unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); die weitere Verarbeitung stützt sich auf Art. 6 Abs. 1 lit. b und f DSGVO. Sie können die gespeicherten Angaben jederzeit über die Einstellungen Ihres Browsers löschen.',
        'Ausschließlich auf Ihrem Gerät werden dabei folgende Angaben gespeichert:',
      ],
      list: [
        'Ihre Merkliste (Favoriten),',
        'nach dem Anlegen eines Eintrags den Zeitpunkt der Erstellung und den Bearbeitungsschlüssel für 10 Minuten,',
        'im Administrationsbereich das Sitzungstoken der angemeldeten Administratorin bzw. des angemeldeten Administrators.',
      ],
    },
    {
      heading: '9. Kartendienste Google Maps und OpenStreetMap',
      paragraphs: [
        'Auf den Detailseiten der Unternehmen kann eine Karte des Dienstes Google Maps angezeigt werden. Wir binden die Karte mit einer Zwei-Klick-Lösung ein: Die Karte wird erst geladen, nachdem Sie durch einen Klick ausdrücklich zugestimmt haben. Vorher werden keine Daten an Google übertragen.',
        'Nach Ihrem Klick stellt Ihr Browser eine Verbindung zu den Servern von Google her. Dabei werden Daten, insbesondere Ihre IP-Adresse, die aufgerufene Seite und technische Angaben zu Ihrem Browser, an die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland, übermittelt. Eine Übermittlung an die Google LLC in den USA ist möglich. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für die Übermittlung besteht damit ein Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO).',
        'Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie die Seite neu laden, ohne die Karte erneut zu aktivieren.',
        'Weitere Informationen finden Sie in der Datenschutzerklärung von Google unter https://policies.google.com/privacy',
        'Auf der Suchseite kann über die Schaltfläche „Karte“ eine Karte der Suchergebnisse angezeigt werden. Sie beruht auf OpenStreetMap; die Kartenausschnitte (Kacheln) werden ebenfalls erst nach Ihrem Klick auf „Karte laden“ geladen, vorher wird keine Verbindung zum Kartenserver hergestellt. Die Karte selbst (Programmcode und Darstellung) liefern wir von unserem eigenen Server aus.',
        `Nach Ihrem Klick lädt Ihr Browser die Kacheln vom Kartenserver. Dabei werden Ihre IP-Adresse, die angeforderten Kartenausschnitte und technische Angaben zu Ihrem Browser an ${tiles.accusative} übermittelt.${
          tiles.osm
            ? ' Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO). Weitere Informationen finden Sie in der Datenschutzerklärung der OpenStreetMap Foundation unter https://osmfoundation.org/wiki/Privacy_Policy'
            : ''
        }`,
        'Auch hierfür ist Rechtsgrundlage Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG, die Sie durch Neuladen der Seite ohne erneutes Laden der Karte widerrufen.',
      ],
    },
    {
      heading: '10. Schriftarten',
      paragraphs: [
        'Die auf dieser Website verwendeten Schriftarten sind lokal auf unserem Server eingebunden. Beim Aufruf der Website wird keine Verbindung zu Servern externer Schriftarten-Dienste hergestellt, und es werden keine Daten an solche Dienste übermittelt.',
      ],
    },
    {
      heading: '11. Schutz vor Missbrauch',
      paragraphs: [
        'Um unsere Website vor Überlastung und Missbrauch, etwa automatisierten Massenanfragen, zu schützen, begrenzen wir die Anzahl der Anfragen je IP-Adresse in einem bestimmten Zeitraum. Hierzu werden der IP-Adresse zugeordnete Zähler kurzzeitig im Arbeitsspeicher bzw. in einem Redis-Zwischenspeicher gehalten und nach Ablauf des jeweiligen Zeitfensters automatisch gelöscht.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in der Sicherheit und Verfügbarkeit unseres Angebots.',
      ],
    },
    {
      heading: '12. Administrationsbereich',
      paragraphs: [
        'Der Administrationsbereich ist nur für berechtigte Administratorinnen und Administratoren mit Benutzername und Passwort zugänglich. Nach der Anmeldung wird ein Sitzungstoken erzeugt, das im Browser gespeichert wird. Auf dem Server speichern wir das Sitzungstoken ausschließlich als Hashwert zusammen mit dem Anmeldezeitpunkt.',
        'Sitzungen laufen nach 30 Minuten ohne Aktivität und spätestens nach 12 Stunden automatisch ab. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz des Administrationsbereichs vor unbefugtem Zugriff.',
      ],
    },
    {
      heading: '13. Empfänger und Auftragsverarbeiter',
      paragraphs: [
        'Wir geben personenbezogene Daten nur weiter, soweit dies für die genannten Zwecke erforderlich ist oder wir gesetzlich dazu verpflichtet sind, etwa gegenüber Behörden.',
        'Mit unserem Hosting-Anbieter und dem Anbieter des Objektspeichers haben wir Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen; sie verarbeiten die Daten nur nach unserer Weisung. Die Google Ireland Limited und der Betreiber des Kartenservers verarbeiten die beim Laden einer Karte übermittelten Daten in eigener Verantwortung.',
        'Empfänger personenbezogener Daten sind:',
      ],
      list: [
        'unser Hosting-Anbieter, der die Server für Website, Datenbank und Server-Logdateien bereitstellt,',
        'unser Anbieter des Objektspeichers, in dem hochgeladene Bilder abgelegt werden,',
        'die Google Ireland Limited, jedoch nur nach Ihrer Einwilligung beim Laden der Karte (siehe Abschnitt 9),',
        `${tiles.nominative}, jedoch nur nach Ihrer Einwilligung beim Laden der Ergebniskarte (siehe Abschnitt 9).`,
      ],
    },
    {
      heading: '14. Speicherdauer',
      paragraphs: [
        'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen dies verlangen. Handels- und steuerrechtlich relevante Unterlagen bewahren wir entsprechend den gesetzlichen Fristen von bis zu zehn Jahren auf.',
        'Im Überblick gelten folgende Speicherfristen:',
      ],
      list: [
        'Server-Logdateien: 14 Tage,',
        'Zähler zum Schutz vor Missbrauch: bis zum Ablauf des jeweiligen Zeitfensters,',
        'Anfragen über das Kontaktformular: 6 Monate nach Abschluss der Bearbeitung,',
        'Unternehmenseinträge, Bilder und Bewertungen: für die Dauer der Veröffentlichung bzw. bis zur berechtigten Löschung,',
        'Sitzungen im Administrationsbereich: bis zum Ablauf nach 30 Minuten Inaktivität, spätestens nach 12 Stunden,',
        'Zeitpunkt der Erstellung und Bearbeitungsschlüssel im Local Storage: 10 Minuten.',
      ],
    },
    {
      heading: '15. Ihre Rechte',
      paragraphs: [
        `Zur Ausübung Ihrer Rechte, etwa zum Widerruf einer Einwilligung, genügt eine Nachricht an ${clean(op.email)} oder an unsere oben genannte Anschrift. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.`,
        'Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:',
      ],
      list: [
        'Recht auf Auskunft (Art. 15 DSGVO),',
        'Recht auf Berichtigung (Art. 16 DSGVO),',
        'Recht auf Löschung (Art. 17 DSGVO),',
        'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO),',
        'Recht auf Datenübertragbarkeit (Art. 20 DSGVO),',
        'Recht auf Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO),',
        'Recht auf Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO),',
        'Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO); für uns zuständig ist die Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, Kavalleriestraße 2–4, 40213 Düsseldorf.',
      ],
    },
    {
      heading: '16. Keine automatisierte Entscheidungsfindung',
      paragraphs: [
        'Wir nutzen keine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO.',
      ],
    },
    {
      heading: '17. Stand',
      paragraphs: [
        'Stand: November 2026. Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.',
      ],
    },
  ];
}

export function agbSections(op: SiteInfoDto): LegalSection[] {
  const company = companyWithForm(op);
  return [
    {
      heading: '§ 1 Geltungsbereich',
      paragraphs: [
        `(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über Einträge und Eintragspakete im Branchenbuch zwischen der ${company}, ${addressInline(op)} (nachfolgend „Anbieter“), und ihren Kunden.`,
        '(2) Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Verbraucher im Sinne des § 13 BGB können keine Verträge nach diesen AGB schließen.',
        '(3) Abweichende, entgegenstehende oder ergänzende Geschäftsbedingungen des Kunden werden nicht Vertragsbestandteil, es sei denn, der Anbieter stimmt ihrer Geltung ausdrücklich schriftlich zu.',
      ],
    },
    {
      heading: '§ 2 Vertragsgegenstand',
      paragraphs: [
        '(1) Der Anbieter betreibt ein Online-Branchenbuch, in dem Unternehmen aus Deutschland, Österreich und der Schweiz mit ihren Kontaktdaten, Leistungen, Öffnungszeiten und Bildern dargestellt werden und von Besucherinnen und Besuchern gesucht und bewertet werden können.',
        '(2) Gegenstand des Vertrags ist die Veröffentlichung eines Unternehmenseintrags des Kunden im Branchenbuch, entweder als selbst über das Eintragsformular angelegter Eintrag oder als Eintrag mit einem der Pakete „Basis“, „Professional“ oder „Premium“.',
        '(3) Der genaue Leistungsumfang ergibt sich aus der bei Vertragsschluss gültigen Leistungsbeschreibung auf der Preisseite des Anbieters.',
      ],
    },
    {
      heading: '§ 3 Vertragsschluss',
      paragraphs: [
        '(1) Die Darstellung der Pakete auf der Website stellt kein bindendes Angebot dar, sondern eine Aufforderung zur Abgabe eines Angebots.',
        '(2) Mit dem Absenden des Eintragsformulars oder einer Bestellung eines Pakets gibt der Kunde ein verbindliches Angebot zum Abschluss eines Vertrags ab. Der Vertrag kommt zustande, wenn der Anbieter das Angebot in Textform bestätigt oder den Eintrag freischaltet.',
        '(3) Selbst angelegte Einträge werden vor der Veröffentlichung geprüft. Bis zur Freigabe ist ein Eintrag nur unter seiner eigenen Adresse erreichbar und erscheint nicht in der Suche; ändert der Kunde einen freigegebenen Eintrag, wird er erneut geprüft. Ein Anspruch auf Freischaltung besteht nicht; der Anbieter kann Einträge insbesondere ablehnen, wenn sie gegen § 5 oder § 6 dieser AGB verstoßen.',
      ],
    },
    {
      heading: '§ 4 Leistungen des Anbieters',
      paragraphs: [
        '(1) Der Anbieter veröffentlicht den Eintrag des Kunden für die Vertragslaufzeit im Branchenbuch und macht ihn über die Suche nach Name, Branche und Ort auffindbar. Der Umfang, etwa die Zahl der Bilder, die Kartendarstellung oder Zusatzfunktionen, richtet sich nach dem gewählten Paket.',
        '(2) Der Anbieter schuldet keine bestimmte Platzierung des Eintrags in den Suchergebnissen des Branchenbuchs oder in externen Suchmaschinen und keinen bestimmten Werbeerfolg.',
        '(3) Der Anbieter bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit des Branchenbuchs. Vorübergehende Einschränkungen durch Wartungsarbeiten, Sicherheitsmaßnahmen oder Störungen außerhalb des Einflussbereichs des Anbieters begründen keine Ansprüche des Kunden.',
        '(4) Der Kunde kann jederzeit in ein höherwertiges Paket wechseln. In diesem Fall wird nur der anteilige Differenzbetrag für die verbleibende Laufzeit berechnet.',
      ],
    },
    {
      heading: '§ 5 Pflichten des Kunden',
      paragraphs: [
        '(1) Der Kunde ist verpflichtet, wahrheitsgemäße, vollständige und aktuelle Angaben zu machen und den Anbieter über Änderungen, etwa der Anschrift, der Öffnungszeiten oder der Kontaktdaten, unverzüglich zu informieren.',
        '(2) Der Kunde darf keine Inhalte übermitteln, die gegen geltendes Recht oder Rechte Dritter verstoßen, insbesondere keine irreführenden, beleidigenden, diskriminierenden oder wettbewerbswidrigen Inhalte und keine Inhalte, an denen er nicht die erforderlichen Rechte besitzt.',
        '(3) Bilder sind in den Formaten JPEG, PNG oder WebP mit einer Größe von höchstens 5 MB je Datei zu übermitteln.',
      ],
    },
    {
      heading: '§ 6 Inhalte und Rechte',
      paragraphs: [
        '(1) Der Kunde bleibt Inhaber der Rechte an den von ihm übermittelten Texten, Logos und Bildern. Er räumt dem Anbieter für die Dauer des Vertrags ein einfaches, räumlich unbeschränktes Recht ein, diese Inhalte im Branchenbuch zu veröffentlichen, öffentlich zugänglich zu machen und dafür technisch zu bearbeiten, insbesondere Bilder zu skalieren, neu zu kodieren und Metadaten zu entfernen.',
        '(2) Der Kunde stellt den Anbieter von allen Ansprüchen Dritter frei, die auf einer Verletzung von Rechten Dritter oder gesetzlicher Vorschriften durch die vom Kunden übermittelten Inhalte beruhen, einschließlich der angemessenen Kosten der Rechtsverteidigung.',
        '(3) Der Anbieter ist berechtigt, Inhalte zu sperren oder zu entfernen, wenn konkrete Anhaltspunkte für einen Rechtsverstoß vorliegen.',
        '(4) Bewertungen stammen von Dritten. Der Kunde hat keinen Anspruch auf Entfernung rechtmäßiger Bewertungen. Hält er eine Bewertung für rechtswidrig, kann er dies dem Anbieter unter Angabe von Gründen mitteilen; der Anbieter prüft den Hinweis und entfernt rechtswidrige Bewertungen.',
      ],
    },
    {
      heading: '§ 7 Preise',
      paragraphs: [
        '(1) Es gelten die zum Zeitpunkt des Vertragsschlusses auf der Preisseite des Anbieters ausgewiesenen Preise. Die Preise für die Pakete gelten jeweils für zwölf Monate.',
        '(2) Alle Preise sind Nettopreise und verstehen sich zuzüglich der gesetzlichen Umsatzsteuer.',
        '(3) Eine Einrichtungsgebühr wird nicht erhoben.',
      ],
    },
    {
      heading: '§ 8 Zahlungsbedingungen',
      paragraphs: [
        '(1) Das Entgelt wird jeweils für ein Vertragsjahr im Voraus in Rechnung gestellt. Fälligkeit und Verzug richten sich nach § 9 Abs. 4.',
        '(2) Die Zahlung erfolgt per Überweisung oder SEPA-Lastschrift; auf Anfrage ist auch eine Zahlung per Kreditkarte möglich.',
        '(3) Der Zugang zu den Leistungen des gewählten Pakets wird unmittelbar nach Zahlungseingang freigeschaltet.',
        '(4) Gerät der Kunde in Zahlungsverzug, ist der Anbieter berechtigt, Verzugszinsen in gesetzlicher Höhe zu verlangen und die Veröffentlichung des Eintrags bis zum vollständigen Zahlungseingang auszusetzen.',
      ],
    },
    {
      heading: '§ 9 Vertragslaufzeit, Kündigung und Zahlung',
      paragraphs: [
        '(1) Die Mindestvertragslaufzeit beträgt nach Wahl des Kunden 12, 24 oder 36 Monate. Maßgeblich ist die bei Vertragsschluss vereinbarte Laufzeit.',
        '(2) Der Vertrag verlängert sich automatisch um jeweils 12 Monate, wenn er nicht spätestens 3 Monate vor dem Ende der jeweiligen Laufzeit schriftlich gekündigt wird.',
        '(3) Bei einem Eintrag, den der Kunde selbst über das Eintragsformular angelegt hat, ist das erste Jahr kostenlos. Danach ist der Eintrag kostenpflichtig. Will der Kunde dies vermeiden, muss er mit einer Frist von 6 Wochen vor dem Ende des kostenlosen Jahres kündigen.',
        '(4) Rechnungen sind sofort nach Zugang fällig und ohne Abzug zahlbar. Der Kunde gerät spätestens 10 Tage nach Zugang der Rechnung in Verzug, ohne dass es einer Mahnung bedarf.',
        '(5) Nach Bereitstellung des Eintrags hat der Kunde 5 Werktage Zeit, eine Korrektur zu verlangen. Verlangt er innerhalb dieser Frist keine Korrektur, gilt der Eintrag als abgenommen.',
        '(6) Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer.',
        '(7) Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.',
      ],
    },
    {
      heading: '§ 10 Haftung',
      paragraphs: [
        '(1) Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach den Vorschriften des Produkthaftungsgesetzes.',
        '(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf, ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
        '(3) Für Inhalte Dritter, insbesondere Bewertungen, haftet der Anbieter nur nach den gesetzlichen Vorschriften ab Kenntnis einer konkreten Rechtsverletzung.',
        '(4) Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten der gesetzlichen Vertreter, Mitarbeiter und Erfüllungsgehilfen des Anbieters.',
      ],
    },
    {
      heading: '§ 11 Datenschutz',
      paragraphs: [
        '(1) Der Anbieter verarbeitet personenbezogene Daten des Kunden nach den geltenden datenschutzrechtlichen Vorschriften, insbesondere der DSGVO. Einzelheiten ergeben sich aus der Datenschutzerklärung des Anbieters.',
        '(2) Dem Kunden ist bekannt, dass die Angaben seines Eintrags zum Zweck der Veröffentlichung im Branchenbuch öffentlich abrufbar sind.',
      ],
    },
    {
      heading: '§ 12 Schlussbestimmungen',
      paragraphs: [
        '(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).',
        '(2) Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag Herford.',
        '(3) Änderungen und Ergänzungen des Vertrags bedürfen der Textform.',
        '(4) Sollte eine Bestimmung dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen davon unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.',
      ],
    },
  ];
}
