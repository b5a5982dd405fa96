import { operatorAddress, operatorName, type Operator } from './operator';

export interface LegalSection {
  heading: string;
  /** Line breaks inside a paragraph are kept (addresses). */
  paragraphs: string[];
  list?: string[];
}

function contactLines(op: Operator): string {
  return `Telefon: ${op.phone}\nFax: ${op.fax}\nE-Mail: ${op.email}`;
}

export function impressumSections(op: Operator): LegalSection[] {
  return [
    { heading: 'Angaben gemäß § 5 DDG', paragraphs: [operatorAddress(op)] },
    { heading: 'Vertreten durch', paragraphs: [`Geschäftsführer: ${op.managingDirector}`] },
    { heading: 'Kontakt', paragraphs: [contactLines(op)] },
    {
      heading: 'Registereintrag',
      paragraphs: [
        `Eintragung im Handelsregister\nRegistergericht: ${op.registerCourt}\nRegisternummer: ${op.registerNumber}`,
      ],
    },
    {
      heading: 'Umsatzsteuer-ID',
      paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${op.vatId}`],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [`${op.managingDirector}\n${op.street}\n${op.postalCode} ${op.city}`],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Die Einträge im Branchenbuch und die Bewertungen stammen jedoch überwiegend von den eingetragenen Unternehmen und von Nutzerinnen und Nutzern. Für diese fremden Inhalte sind wir nicht verpflichtet, sie vorab zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
        'Sobald wir von einer Rechtsverletzung Kenntnis erlangen, entfernen wir den betreffenden Inhalt umgehend. Hinweise senden Sie bitte an die oben genannte E-Mail-Adresse.',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Unser Angebot enthält Links zu externen Websites Dritter, etwa zu den Websites eingetragener Unternehmen. Auf deren Inhalte haben wir keinen Einfluss; für sie ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir derartige Links umgehend.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die von uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Rechteinhabers. Bilder und Texte in Einträgen stammen von den eingetragenen Unternehmen, die uns die Rechte zur Veröffentlichung eingeräumt haben.',
      ],
    },
  ];
}

export function datenschutzSections(op: Operator): LegalSection[] {
  return [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist:',
        `${operatorAddress(op)}\n${contactLines(op)}`,
        `Vertreten durch den Geschäftsführer ${op.managingDirector}.`,
      ],
    },
    {
      heading: '2. Überblick',
      paragraphs: [
        'Sie können das Branchenbuch nutzen, ohne sich zu registrieren oder Angaben zu Ihrer Person zu machen. Personenbezogene Daten verarbeiten wir nur, soweit dies für die Bereitstellung der Website und unserer Leistungen erforderlich ist oder Sie uns Daten selbst mitteilen – etwa über das Eintragsformular, eine Bewertung oder das Kontaktformular. Wir setzen keine Analyse- oder Werbe-Cookies und keine Tracking-Dienste ein.',
      ],
    },
    {
      heading: '3. Bereitstellung der Website und Server-Protokolle',
      paragraphs: [
        'Beim Aufruf unserer Seiten verarbeitet unser Server technisch bedingt die IP-Adresse Ihres Geräts, um die Inhalte an Ihren Browser auszuliefern. In Protokolldateien speichern wir für jede Anfrage:',
        'Ihre IP-Adresse speichern wir nicht in diesen Protokollen. Um unser Angebot vor Missbrauch und Überlastung zu schützen, zählen wir Anfragen je IP-Adresse für kurze Zeit (beim Kontaktformular für 10 Minuten); diese Zähler werden danach automatisch gelöscht. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle bewahren wir nur so lange auf, wie es für Fehlersuche und Sicherheit erforderlich ist, in der Regel höchstens 14 Tage.',
      ],
      list: [
        'Datum und Uhrzeit der Anfrage',
        'die aufgerufene Adresse (URL) und die Anfragemethode',
        'den Statuscode der Antwort',
        'eine zufällige Kennung der Anfrage zur Fehlersuche',
      ],
    },
    {
      heading: '4. Suche',
      paragraphs: [
        'Ihre Suchbegriffe und Ortsangaben verwenden wir ausschließlich, um passende Einträge anzuzeigen. Wir speichern sie nicht zusammen mit Angaben, die Sie identifizieren könnten.',
      ],
    },
    {
      heading: '5. Eintragsformular für Unternehmen',
      paragraphs: [
        'Wenn Sie Ihr Unternehmen über unser Eintragsformular eintragen, speichern wir die Angaben, die Sie dort machen: Firmenname, Kategorie, Beschreibung und Leistungen, Anschrift mit Bundesland und Land, Telefonnummer, E-Mail-Adresse, Website, Öffnungszeiten und gegebenenfalls ein Bild. Diese Angaben werden im Branchenbuch öffentlich angezeigt und sind über die Suche auffindbar – das ist der Zweck des Eintrags. Bitte geben Sie deshalb nur Daten an, die veröffentlicht werden sollen.',
        'Rechtsgrundlage ist die Durchführung des Vertrags über den Eintrag beziehungsweise vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO). Wir speichern den Eintrag, bis Sie seine Löschung verlangen oder der Vertrag endet; gesetzliche Aufbewahrungspflichten, etwa für Rechnungen, bleiben unberührt.',
      ],
    },
    {
      heading: '6. Hochladen von Bildern',
      paragraphs: [
        'Bilder, die Sie für einen Eintrag hochladen, speichern wir in unserem Objektspeicher und zeigen sie mit dem Eintrag öffentlich an. Erlaubt sind JPG, PNG und WEBP bis 5 MB. Laden Sie bitte nur Bilder hoch, an denen Sie die Rechte besitzen, und nur dann Bilder mit erkennbaren Personen, wenn diese eingewilligt haben. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; das Bild wird zusammen mit dem Eintrag gelöscht.',
      ],
    },
    {
      heading: '7. Bewertungen',
      paragraphs: [
        'Wenn Sie ein Unternehmen bewerten, speichern und veröffentlichen wir den von Ihnen angegebenen Namen, die Sternebewertung, Ihren Kommentar und das Datum der Bewertung. Sie können statt Ihres vollständigen Namens auch ein Pseudonym verwenden. Rechtsgrundlage ist unser berechtigtes Interesse und das der anderen Nutzerinnen und Nutzer an aussagekräftigen Erfahrungsberichten (Art. 6 Abs. 1 lit. f DSGVO). Auf Ihren Wunsch oder bei Rechtsverstößen löschen wir eine Bewertung.',
      ],
    },
    {
      heading: '8. Kontaktformular',
      paragraphs: [
        'Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihren Vor- und Nachnamen, Ihre E-Mail-Adresse, auf Wunsch Ihre Telefonnummer, den Betreff und Ihre Nachricht sowie den Zeitpunkt, zu dem Sie der Verarbeitung zugestimmt haben. Wir nutzen diese Daten ausschließlich, um Ihre Anfrage zu beantworten; nur unsere Administratoren haben darauf Zugriff.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag zusammenhängt, und im Übrigen Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit mit Wirkung für die Zukunft widerrufen können. Wir löschen Ihre Nachricht, sobald Ihre Anfrage abschließend bearbeitet ist, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
      ],
    },
    {
      heading: '9. Speicherung im Browser (Local Storage)',
      paragraphs: [
        'Wir setzen keine Cookies zu Analyse- oder Werbezwecken. Einige Funktionen speichern Daten im lokalen Speicher Ihres Browsers; diese Daten verlassen Ihr Gerät nur, wenn die jeweilige Funktion sie benötigt:',
        'Diese Speicherung ist für die von Ihnen gewünschten Funktionen unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Sie können die Daten jederzeit über die Einstellungen Ihres Browsers löschen.',
      ],
      list: [
        'nach dem Anlegen eines Eintrags dessen Erstellungszeitpunkt und ein Bearbeitungsschlüssel, damit Sie den Eintrag 10 Minuten lang korrigieren können; danach werden sie nicht mehr verwendet',
        'Ihre Merkliste, wenn Sie Einträge mit „Speichern“ vormerken',
        'für Administratoren das Sitzungstoken nach der Anmeldung; es wird bei der Abmeldung entfernt',
      ],
    },
    {
      heading: '10. Kartendienst Google Maps',
      paragraphs: [
        'Auf den Seiten der Einträge können Sie sich den Standort auf einer Karte von Google Maps anzeigen lassen, einem Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Die Karte wird erst geladen, wenn Sie sie ausdrücklich anklicken. Erst dann stellt Ihr Browser eine Verbindung zu Google her und übermittelt dabei insbesondere Ihre IP-Adresse sowie Name und Anschrift des angezeigten Unternehmens. Google kann Daten auch in die USA übertragen; das Unternehmen ist nach dem EU-US Data Privacy Framework zertifiziert.',
        'Rechtsgrundlage ist Ihre Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Die Schaltflächen „Vollbild“ und „Route“ öffnen Google Maps in einem neuen Tab; dort gelten die Datenschutzbestimmungen von Google.',
      ],
    },
    {
      heading: '11. Empfänger und Hosting',
      paragraphs: [
        'Unsere Website und die Datenbank betreiben wir bei einem Hosting-Dienstleister in der Europäischen Union, der die Daten in unserem Auftrag und nach unseren Weisungen verarbeitet (Art. 28 DSGVO). Eine Weitergabe an sonstige Dritte findet nur statt, wenn Sie eingewilligt haben oder wir gesetzlich dazu verpflichtet sind.',
      ],
    },
    {
      heading: '12. Ihre Rechte',
      paragraphs: [
        'Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten. Wenden Sie sich dazu einfach an die oben genannten Kontaktdaten.',
      ],
      list: [
        'Auskunft über die gespeicherten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)',
        'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
      ],
    },
    {
      heading: '13. Verschlüsselung',
      paragraphs: [
        'Diese Website nutzt aus Sicherheitsgründen eine TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile Ihres Browsers mit „https://“ beginnt.',
      ],
    },
  ];
}

export function agbSections(op: Operator): LegalSection[] {
  return [
    {
      heading: '§ 1 Geltungsbereich',
      paragraphs: [
        `Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über Einträge und Pakete im Branchenbuch zwischen der ${operatorName(op)}, ${op.street}, ${op.postalCode} ${op.city} (nachfolgend „Anbieter“), und ihren Kunden.`,
        'Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB. Abweichende Bedingungen des Kunden gelten nur, wenn der Anbieter ihnen ausdrücklich schriftlich zugestimmt hat.',
      ],
    },
    {
      heading: '§ 2 Vertragsgegenstand',
      paragraphs: [
        'Der Anbieter veröffentlicht die Unternehmensdaten des Kunden in seinem Online-Branchenbuch. Der Leistungsumfang ergibt sich aus dem gewählten Paket (Basis, Professional oder Premium) und der Leistungsbeschreibung auf der Preisseite zum Zeitpunkt des Vertragsschlusses.',
      ],
    },
    {
      heading: '§ 3 Vertragsschluss',
      paragraphs: [
        'Die Darstellung der Pakete auf der Website ist kein bindendes Angebot. Der Vertrag kommt zustande, wenn der Anbieter die Bestellung des Kunden – etwa über das Kontaktformular, per E-Mail oder telefonisch – schriftlich oder in Textform bestätigt oder den Eintrag freischaltet.',
      ],
    },
    {
      heading: '§ 4 Pflichten des Kunden',
      paragraphs: ['Der Kunde stellt sicher, dass'],
      list: [
        'seine Angaben vollständig und wahrheitsgemäß sind und aktuell gehalten werden,',
        'er an allen übermittelten Texten, Bildern und Logos die erforderlichen Rechte besitzt,',
        'die Inhalte nicht gegen geltendes Recht oder Rechte Dritter verstoßen.',
      ],
    },
    {
      heading: '§ 5 Leistungen und Verfügbarkeit',
      paragraphs: [
        'Der Anbieter bemüht sich um eine möglichst unterbrechungsfreie Erreichbarkeit des Branchenbuchs. Wartungsarbeiten und Störungen, die der Anbieter nicht zu vertreten hat, begründen keinen Anspruch auf Minderung. Eine bestimmte Platzierung in Suchergebnissen des Branchenbuchs oder in externen Suchmaschinen schuldet der Anbieter nicht.',
      ],
    },
    {
      heading: '§ 6 Nutzungsrechte und Inhalte',
      paragraphs: [
        'Der Kunde räumt dem Anbieter für die Vertragsdauer das einfache, räumlich unbeschränkte Recht ein, die übermittelten Inhalte im Branchenbuch zu veröffentlichen und hierfür technisch anzupassen. Der Anbieter darf Inhalte, die gegen diese Bedingungen oder geltendes Recht verstoßen, sperren oder entfernen.',
      ],
    },
    {
      heading: '§ 7 Haftung',
      paragraphs: [
        'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei der Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung ausgeschlossen.',
      ],
    },
    {
      heading: '§ 8 Datenschutz',
      paragraphs: [
        'Der Anbieter verarbeitet personenbezogene Daten nach den geltenden Datenschutzvorschriften. Einzelheiten enthält die Datenschutzerklärung.',
      ],
    },
    {
      heading: '§ 9 Laufzeit, Kündigung, Preise und Zahlung',
      paragraphs: ['Für Laufzeit, Kündigung, Abnahme, Preise und Zahlung gilt:'],
      list: [
        'Die Mindestlaufzeit beträgt je nach Vereinbarung 12, 24 oder 36 Monate.',
        'Der Vertrag verlängert sich automatisch um jeweils 12 Monate, wenn er nicht spätestens 3 Monate vor Ablauf der Laufzeit schriftlich gekündigt wird.',
        'Bei einem selbst eingetragenen Eintrag ist das erste Jahr kostenlos; danach ist der Eintrag kostenpflichtig. Die Kündigung ist mit einer Frist von 6 Wochen möglich.',
        'Rechnungen sind sofort nach Zugang ohne Abzug fällig. Der Kunde kommt 10 Tage nach Zugang der Rechnung in Verzug.',
        'Der Eintrag gilt als abgenommen, wenn der Kunde nicht innerhalb von 5 Werktagen nach der Veröffentlichung Korrekturen mitteilt.',
        'Alle Preise verstehen sich netto zuzüglich der gesetzlichen Mehrwertsteuer.',
      ],
    },
    {
      heading: '§ 10 Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
        `Ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist, soweit gesetzlich zulässig, ${op.city}.`,
        'Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ];
}
