import doenerImage from '../images/beste-doener-berlin.svg';
import museumImage from '../images/groesstes-museum-muenchen.svg';
import seoImage from '../images/seo-branchenbuch-marketing.svg';
import speicherstadtImage from '../images/hamburg-speicherstadt-guide.svg';
import koelnImage from '../images/koeln-startup-szene.svg';
import publishedArticles from './blog-articles.json';

export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** German text date, e.g. '15. März 2025'. */
  date: string;
  category: string;
  image: string;
  /** Reading time as displayed, e.g. '5 min'. */
  readTime: string;
  /**
   * Simple markup: paragraphs separated by blank lines, `**bold**` markers,
   * list items as lines starting with '- ', headings as a line fully wrapped in `**…**`.
   */
  content: string;
}

const doenerContent = `Kaum ein Gericht ist so eng mit Berlin verbunden wie der Döner. Ob nach der Arbeit, zwischen zwei Terminen oder spät in der Nacht: An vielen Straßenecken der Hauptstadt dreht sich ein Spieß. Doch zwischen einem schnellen Imbiss und einem Döner, für den man gern quer durch die Stadt fährt, liegen Welten. In diesem Ratgeber erfahren Sie, worauf es ankommt und wie Sie in Ihrer Nähe den passenden Imbiss finden.

**Ein Stück Berliner Stadtgeschichte**

Der Döner im Brot, wie wir ihn heute kennen, wird meist mit dem West-Berlin der frühen 1970er-Jahre in Verbindung gebracht. Wer ihn genau erfunden hat, ist bis heute umstritten – mehrere Gastronomen haben die Idee für sich beansprucht. Unstrittig ist, dass türkische Einwanderinnen und Einwanderer das Grillfleisch vom Drehspieß an die Gewohnheiten ihrer neuen Heimat anpassten: mit Salat, Soße und Fladenbrot zum Mitnehmen. Aus dieser Idee wurde ein Gericht, das heute in ganz Deutschland, Österreich und der Schweiz zum Alltag gehört.

**Woran Sie einen guten Döner erkennen**

Geschmack ist Geschmackssache, doch einige Merkmale verraten Qualität schon auf den ersten Blick:

- **Der Spieß:** Ein von Hand geschichteter Spieß aus ganzen Fleischscheiben wirkt unregelmäßig und hat eine knusprige Oberfläche. Auffallend gleichmäßige Spieße deuten eher auf Fertigware hin.
- **Das Brot:** Frisch aufgebackenes Fladenbrot ist außen kross und innen weich. Manche Imbisse backen ihr Brot sogar selbst.
- **Das Gemüse:** Salat, Tomaten, Gurken und Zwiebeln sollten knackig sein und nicht stundenlang in der Auslage gelegen haben.
- **Die Soßen:** Hausgemachte Kräuter-, Knoblauch- und scharfe Soßen machen oft den entscheidenden Unterschied.
- **Die Sauberkeit:** Eine saubere Theke und ein gepflegter Arbeitsplatz sind ein gutes Zeichen – auch für alles, was man nicht sieht.

Übrigens: Was in Deutschland als „Döner Kebab“ verkauft werden darf, beschreiben die Leitsätze für Fleisch und Fleischerzeugnisse. Sie begrenzen unter anderem den Anteil an Hackfleisch. Fragen Sie im Zweifel einfach nach, woraus der Spieß besteht – gute Betriebe geben gern Auskunft.

**Kieze mit großer Auswahl**

Eine offizielle Rangliste der besten Döner gibt es nicht, und die Meinungen gehen weit auseinander. Besonders viel Auswahl finden Sie traditionell in Kreuzberg und Neukölln, im Wedding und in Moabit. Auch rund um große Umsteigebahnhöfe reiht sich oft ein Imbiss an den nächsten. Bekannt ist Berlin außerdem für den Gemüsedöner, bei dem gegrilltes Gemüse, Schafskäse und ein Spritzer Zitrone das Fleisch ergänzen. Vor manchen Ständen bilden sich lange Schlangen – ein Hinweis auf Beliebtheit, aber nicht zwingend auf die beste Qualität.

**Vegetarisch, vegan und mehr**

Längst ist der Döner nicht mehr nur etwas für Fleischliebhaber. Viele Betriebe bieten Varianten mit Falafel, Halloumi oder Seitan an, einige haben sich ganz auf pflanzliche Spieße spezialisiert. Wer es lieber gerollt mag, bestellt einen Dürüm im dünnen Yufka-Teig; als Teller mit Reis oder Pommes wird der Döner zur vollständigen Mahlzeit. Dazu passt klassisch ein kühles Ayran.

**So hilft Ihnen das Branchenbuch**

Mit unserer Suche finden Sie Imbisse und Restaurants in Ihrer Umgebung in wenigen Sekunden. Geben Sie im Feld „Was“ zum Beispiel „Döner“ ein und im Feld „Wo“ Ihren Bezirk oder einfach „Berlin“. In den Einträgen sehen Sie Adresse, Telefonnummer und Öffnungszeiten auf einen Blick – praktisch, wenn der Hunger erst spät am Abend kommt. Die Bewertungen anderer Nutzerinnen und Nutzer geben zusätzlich Orientierung. Beachten Sie dabei, dass Bewertungen persönliche Eindrücke wiedergeben und wir nicht prüfen, ob sie von tatsächlichen Gästen stammen.

**Tipp für Gastronomen**

Sie betreiben selbst einen Imbiss? Ein vollständiger Eintrag mit aktuellen Öffnungszeiten, einem appetitlichen Foto und einer kurzen Beschreibung Ihrer Spezialitäten hilft hungrigen Gästen, Sie zu finden. Ihr erster Eintrag im Branchenbuch ist kostenlos.`;

const museumContent = `Wer in München an Museen denkt, denkt oft zuerst an die Pinakotheken oder das Lenbachhaus. Das größte Museum der Stadt liegt jedoch auf einer Insel mitten in der Isar: das Deutsche Museum. Es zählt zu den größten und ältesten Museen für Naturwissenschaft und Technik weltweit und begeistert seit Generationen Schulklassen, Familien und Fachleute gleichermaßen.

**Von der Idee zum Museum von Weltrang**

Gegründet wurde das Museum im Jahr 1903 auf Initiative des Ingenieurs Oskar von Miller. Seine Vision: Meisterwerke der Naturwissenschaft und Technik nicht hinter Glas zu verstecken, sondern verständlich zu erklären und, wo immer möglich, vorzuführen. Das Hauptgebäude auf der Museumsinsel wurde 1925 eröffnet. Seitdem ist die Sammlung stetig gewachsen und umfasst heute Objekte aus nahezu allen Bereichen von Wissenschaft und Technik – vom kleinen Messinstrument bis zum ausgewachsenen Flugzeug.

**Was Sie erwartet**

Die Ausstellungen reichen von der Luft- und Schifffahrt über Chemie, Physik und Musikinstrumente bis hin zu Astronomie und Raumfahrt. Besonders beliebt sind:

- **Historische Originale**, etwa Flugzeuge, Boote und Maschinen, die Technikgeschichte greifbar machen
- **Vorführungen**, bei denen Experimente live gezeigt und erklärt werden
- **Mitmachstationen**, an denen Sie selbst ausprobieren können, wie Technik funktioniert
- **Zukunftsthemen** wie Robotik, Energie oder Gesundheit, die zeigen, wie Forschung unseren Alltag verändert

Auch Familien mit Kindern kommen auf ihre Kosten: Viele Stationen laden dazu ein, spielerisch zu experimentieren, statt nur zu schauen.

**Ein Museum im Wandel**

Seit einigen Jahren wird das Haus auf der Museumsinsel grundlegend modernisiert. Die Arbeiten erfolgen in Etappen; ein erster großer Teil mit zahlreichen neu gestalteten Ausstellungen wurde 2022 wiedereröffnet, weitere Bereiche folgen schrittweise. Deshalb gilt: Nicht alle Ausstellungen sind jederzeit zugänglich. Werfen Sie vor Ihrem Besuch einen Blick auf die Website des Museums, um zu erfahren, welche Bereiche gerade geöffnet sind.

**Mehr als ein Standort**

Neben dem Haupthaus gehören weitere Standorte zum Deutschen Museum. In der Flugwerft Schleißheim nördlich von München dreht sich alles um die Luftfahrt, und das Verkehrszentrum auf der Theresienhöhe widmet sich der Mobilität auf Straße und Schiene. Außerhalb Münchens ist das Museum mit Häusern in Bonn und Nürnberg vertreten; in Nürnberg stehen Zukunftsthemen im Mittelpunkt.

**Tipps für Ihren Besuch**

- **Zeit einplanen:** Wer alles sehen möchte, bräuchte mehrere Tage. Wählen Sie vorab einige Ausstellungen aus, die Sie besonders interessieren.
- **Früh kommen:** Am Vormittag und außerhalb der Ferien ist es meist ruhiger.
- **Vorab informieren:** Prüfen Sie Eintrittspreise, Öffnungszeiten und mögliche Zeitfenster auf der Website des Museums.
- **Mit Bus und Bahn anreisen:** Die S-Bahn-Station Isartor ist nur wenige Gehminuten entfernt, auch die Tram hält in der Nähe.
- **Pausen einlegen:** Im Museum und in der Umgebung gibt es Cafés und Restaurants für eine Stärkung zwischendurch.

**Die Umgebung entdecken**

Ein Besuch im Deutschen Museum lässt sich gut mit einem Spaziergang an der Isar verbinden. Die Altstadt mit Marienplatz und Viktualienmarkt ist zu Fuß erreichbar, und im Stadtteil Haidhausen auf der anderen Flussseite laden Cafés und Wirtshäuser zum Verweilen ein. Restaurants, Hotels und Dienstleister rund um Ihr Ausflugsziel finden Sie bequem über unsere Suche: Geben Sie einfach „München“ als Ort ein und wählen Sie die passende Kategorie.`;

const seoContent = `„Friseur in der Nähe“, „Zahnarzt Köln“, „Heizungsnotdienst Graz“: Viele Suchanfragen haben einen klaren örtlichen Bezug. Wer so sucht, möchte meist schnell handeln – anrufen, einen Termin vereinbaren oder direkt vorbeikommen. Für lokale Unternehmen ist es deshalb entscheidend, genau in diesem Moment sichtbar zu sein. Dabei hilft die lokale Suchmaschinenoptimierung, kurz lokales SEO. Ein gepflegter Branchenbucheintrag ist einer ihrer wichtigsten Bausteine.

**Wie Suchmaschinen lokale Ergebnisse auswählen**

Suchmaschinen legen ihre Kriterien nicht vollständig offen. Google nennt für lokale Ergebnisse jedoch drei wesentliche Faktoren: die **Relevanz** eines Eintrags für die Suchanfrage, die **Entfernung** zum Suchenden und die **Bekanntheit** eines Unternehmens. Die Bekanntheit speist sich unter anderem aus Erwähnungen auf anderen Websites, aus Bewertungen und aus der allgemeinen Präsenz im Netz.

**Warum Branchenbücher zählen**

Branchenbücher erfüllen gleich mehrere Aufgaben. Zum einen werden sie direkt von Menschen genutzt, die gezielt einen Anbieter in ihrer Region suchen. Zum anderen sind Einträge in seriösen Verzeichnissen ein Hinweis darauf, dass es ein Unternehmen an einem bestimmten Ort tatsächlich gibt. Jede Nennung von Name, Adresse und Telefonnummer außerhalb der eigenen Website trägt zu diesem Gesamtbild bei.

**Einheitliche Daten überall**

Einer der häufigsten Fehler ist eine uneinheitliche Schreibweise. Steht im Branchenbuch „Musterstraße 5“, auf der Website „Musterstr. 5a“ und im Kartendienst noch eine alte Telefonnummer, entstehen Zweifel – bei Menschen wie bei Suchmaschinen. Legen Sie deshalb eine verbindliche Schreibweise für Firmenname, Anschrift und Telefonnummer fest und verwenden Sie diese überall.

**Checkliste für Ihren Eintrag**

- **Vollständige Kontaktdaten:** Name, Anschrift, Telefonnummer, E-Mail-Adresse und Website.
- **Passende Kategorie:** Wählen Sie die Kategorie, unter der Kundinnen und Kunden Sie tatsächlich suchen.
- **Aussagekräftige Beschreibung:** Erklären Sie in klaren Worten, was Sie anbieten und für wen. Nennen Sie Ihren Ort und Ihre wichtigsten Leistungen, ohne Begriffe unnatürlich oft zu wiederholen.
- **Aktuelle Öffnungszeiten:** Nichts ärgert mehr als eine verschlossene Tür, obwohl im Netz „geöffnet“ steht.
- **Gute Bilder:** Ein helles Foto Ihres Geschäfts, Ihres Teams oder Ihrer Produkte schafft Vertrauen.
- **Einzelne Leistungen:** Listen Sie Ihre Dienstleistungen einzeln auf, damit auch konkrete Suchbegriffe zu Ihrem Eintrag passen.

**Bewertungen als Vertrauenssignal**

Bewertungen beeinflussen, ob jemand anruft oder weiterklickt. Bitten Sie zufriedene Kundinnen und Kunden aktiv um eine ehrliche Rückmeldung, etwa nach einem abgeschlossenen Auftrag. Gekaufte oder selbst verfasste Bewertungen sind dagegen tabu: Sie täuschen Verbraucher, sind unlauter und können rechtliche Folgen haben. Reagieren Sie auf Kritik sachlich und lösungsorientiert. Das wirkt auf andere Leserinnen und Leser oft überzeugender als eine makellose Fünf-Sterne-Bilanz.

**Die eigene Website nicht vergessen**

Ein Branchenbucheintrag ersetzt keine Website, er ergänzt sie. Achten Sie darauf, dass Ihre Website auf Smartphones gut funktioniert, schnell lädt und Ihre Kontaktdaten gut sichtbar enthält. Haben Sie mehrere Filialen oder Schwerpunkte, kann eine eigene Seite pro Standort oder Leistung sinnvoll sein. Verknüpfen Sie Ihren Eintrag im Branchenbuch mit Ihrer Website, damit Interessierte mit einem Klick mehr erfahren.

**Regelmäßig pflegen**

Lokales SEO ist keine einmalige Aufgabe. Prüfen Sie Ihre Einträge mindestens zweimal im Jahr und sofort nach einem Umzug, einer neuen Telefonnummer oder geänderten Öffnungszeiten. Auch Feiertage und Betriebsferien sollten Sie rechtzeitig eintragen.

**Fazit**

Ein vollständiger, aktueller Branchenbucheintrag ist ein einfacher und wirkungsvoller Schritt zu mehr lokaler Sichtbarkeit. Er hilft Menschen, Sie zu finden, und unterstützt Suchmaschinen dabei, Ihr Unternehmen richtig einzuordnen. Ihr erster Eintrag bei uns ist kostenlos. Wer mehr Reichweite möchte, findet auf unserer Preisseite Pakete mit erweiterter Suchmaschinenoptimierung.`;

const speicherstadtContent = `Rote Backsteinfassaden, grüne Kupferdächer, schmale Brücken über die Fleete: Die Speicherstadt gehört zu den bekanntesten Ansichten Hamburgs. Sie ist aber weit mehr als eine schöne Kulisse. Über Jahrzehnte war sie ein Knotenpunkt des Welthandels – und sie ist bis heute ein lebendiger Wirtschaftsstandort.

**Entstanden mit dem Zollanschluss**

Anfang der 1880er-Jahre einigte sich Hamburg mit dem Deutschen Reich auf den Anschluss an das deutsche Zollgebiet, der 1888 vollzogen wurde. Im Gegenzug erhielt die Stadt einen Freihafen, in dem Waren zollfrei gelagert und weiterverarbeitet werden durften. Für diese Lager entstand ab 1883 auf den ehemaligen Elbinseln Kehrwieder und Wandrahm die Speicherstadt. Dafür wurde ein ganzes Wohnviertel abgerissen; Tausende Menschen mussten ihre Wohnungen verlassen. Gebaut wurde in mehreren Abschnitten bis in die 1920er-Jahre.

Die Speicher stehen auf unzähligen Holzpfählen, die in den weichen Untergrund gerammt wurden. Auf der Wasserseite legten Schuten direkt an den Fleeten an, auf der Landseite fuhren Fuhrwerke und später Lastwagen vor. Winden an den Giebeln hoben die Säcke und Kisten in die Lagerböden.

**Kaffee, Tee und Teppiche**

Lange Zeit lagerten hier vor allem hochwertige Güter wie Kaffee, Tee, Kakao, Gewürze und Tabak, später auch Orientteppiche. Die sogenannten Quartiersleute übernahmen die Ware im Auftrag der Kaufleute: Sie prüften, sortierten, mischten und lagerten sie. Mit dem Siegeszug des Containers veränderte sich der Hafen grundlegend. Güter wurden zunehmend an modernen Terminals umgeschlagen, und die klassische Lagerhaltung in der Speicherstadt verlor an Bedeutung.

**Welterbe seit 2015**

Im Jahr 2015 nahm die UNESCO die Speicherstadt gemeinsam mit dem benachbarten Kontorhausviertel und dem Chilehaus in die Liste des Welterbes auf. Das Ensemble gilt als herausragendes Zeugnis für das rasante Wachstum des internationalen Handels im späten 19. und frühen 20. Jahrhundert. Seither steht das Viertel noch stärker im Blick von Gästen aus aller Welt.

**Ein Wirtschaftsstandort im Wandel**

Heute prägen neue Nutzungen die alten Speicher. Ein Großteil der Gebäude gehört der Hamburger Hafen und Logistik AG, die sie als Büro-, Gewerbe- und Lagerflächen vermietet. Werbe- und Designagenturen, Architekturbüros, Softwarefirmen und Händler haben sich angesiedelt. Dazu kommen Museen, Ausstellungen, Gastronomie und Veranstaltungsorte. Einige Teppich- und Kaffeehändler halten die Handelstradition lebendig, und in Röstereien lässt sich erleben, wie aus grünen Bohnen duftender Kaffee wird.

**Sehenswert für Gäste und Geschäftsreisende**

- **Miniatur Wunderland:** Die bekannte Modelleisenbahn-Ausstellung zieht Besucherinnen und Besucher aus aller Welt an.
- **Speicherstadtmuseum:** Hier erfahren Sie, wie die Arbeit in den Lagerböden früher funktionierte.
- **Wasserschloss:** Das markante Gebäude zwischen zwei Fleeten gehört zu den beliebtesten Fotomotiven der Stadt.
- **Barkassenfahrt:** Bei ausreichendem Wasserstand führen Rundfahrten durch die Fleete und zeigen die Speicher von der Wasserseite.
- **HafenCity und Elbphilharmonie:** Direkt nebenan entsteht mit der HafenCity eines der größten innerstädtischen Stadtentwicklungsgebiete Europas.

**Tipps für Unternehmen**

Wer in der Speicherstadt oder der HafenCity Geschäftstermine hat, profitiert von kurzen Wegen: Die Innenstadt ist zu Fuß erreichbar, und die U-Bahn-Haltestellen Baumwall und Überseequartier liegen in der Nähe. Planen Sie bei Terminen am Wasser etwas Puffer ein, denn an schönen Tagen sind die Brücken gut besucht. Passende Dienstleister vom Catering über die Druckerei bis zum Tagungsraum finden Sie in unserem Branchenbuch – einfach „Hamburg“ als Ort eingeben und die gewünschte Kategorie wählen.`;

const koelnContent = `Köln ist bekannt für seinen Dom, den Karneval und eine offene, kontaktfreudige Lebensart. Weniger bekannt ist, dass die Stadt am Rhein auch Gründerinnen und Gründern einiges zu bieten hat. Neben Berlin, München und Hamburg hat sich Köln zu einem interessanten Standort für junge Unternehmen entwickelt – nicht zuletzt wegen der Nähe zu etablierten Branchen und zum großen Wirtschaftsraum Nordrhein-Westfalen.

**Warum Köln?**

Mehrere Faktoren machen die Stadt für Startups attraktiv:

- **Hochschulen:** Mit der Universität zu Köln, der Technischen Hochschule Köln, der Deutschen Sporthochschule und weiteren Einrichtungen gibt es einen stetigen Zustrom gut ausgebildeter Fachkräfte und neuer Ideen aus der Forschung.
- **Etablierte Branchen:** Köln ist ein bedeutender Medienstandort mit großen Fernseh- und Rundfunkanstalten. Zudem haben zahlreiche Versicherungen ihren Sitz in der Stadt. Daraus ergeben sich Chancen für Gründungen rund um Medien, Versicherungen und Finanzen.
- **Messen und Veranstaltungen:** Auf dem Kölner Messegelände finden regelmäßig große Branchentreffen statt, darunter die gamescom für Computer- und Videospiele und die dmexco für digitales Marketing. Solche Veranstaltungen bringen junge Teams mit Geldgebern, Partnern und Kunden zusammen.
- **Lage:** In Nordrhein-Westfalen leben rund 18 Millionen Menschen. Düsseldorf, Bonn und das Ruhrgebiet sind schnell erreichbar, und auch die Niederlande und Belgien liegen nicht weit entfernt.

**Erfolgsgeschichten aus der Domstadt**

Eines der bekanntesten Beispiele für Kölner Gründergeist ist DeepL. Das Unternehmen entwickelt Übersetzungssoftware auf Basis künstlicher Intelligenz und hat sich von Köln aus international einen Namen gemacht. Solche Erfolge ziehen Talente an und ermutigen andere Teams, den Schritt in die Selbstständigkeit zu wagen. Daneben prägen viele kleinere Unternehmen die Szene – von Softwarefirmen über nachhaltige Konsumgüter bis hin zu Angeboten rund um die Gesundheit.

**Netzwerke und Anlaufstellen**

Wer in Köln gründen möchte, muss nicht bei null anfangen. Es gibt Gründungszentren, Inkubatoren und Gemeinschaftsbüros, in denen sich junge Teams austauschen und gegenseitig unterstützen. Die Hochschulen begleiten Studierende und Forschende mit eigenen Gründungsberatungen. Auch die städtische Wirtschaftsförderung und die Industrie- und Handelskammer beraten zu Finanzierung, Förderprogrammen und der passenden Rechtsform. Regelmäßige Gründertreffen, Präsentationsabende und Netzwerkveranstaltungen erleichtern den Kontakt zu Gleichgesinnten.

**Herausforderungen**

Ganz ohne Hürden geht es allerdings nicht. Wie in anderen Großstädten sind Büroflächen und Wohnraum gefragt und entsprechend teuer. Zudem konkurriert Köln mit anderen Standorten um Kapital und Fachkräfte. Gerade in der Anfangsphase ist es deshalb wichtig, ein tragfähiges Netzwerk aufzubauen und Fördermöglichkeiten frühzeitig zu prüfen.

**Tipps für den Start**

- Nutzen Sie die Beratungsangebote von Hochschulen, Kammern und Wirtschaftsförderung.
- Besuchen Sie Veranstaltungen der Szene, um Mitgründer, Mentorinnen und erste Kunden kennenzulernen.
- Prüfen Sie Förderprogramme von Land und Bund, bevor Sie privates Kapital aufnehmen.
- Machen Sie Ihr Unternehmen früh sichtbar – auch lokal.

**Sichtbar werden mit dem Branchenbuch**

Gerade junge Unternehmen profitieren davon, schnell gefunden zu werden. Ein Eintrag im Branchenbuch macht Ihr Startup für Kundschaft, Partner und künftige Mitarbeitende in der Region sichtbar. Umgekehrt finden Sie über unsere Suche Steuerberatungen, Notariate, Druckereien oder IT-Dienstleister in Köln, die Sie in der Gründungsphase unterstützen. Der erste Eintrag ist kostenlos – ein guter Start für jedes junge Team.`;

/** Each article's text by slug; which articles exist, in which order and since when, says blog-articles.json. */
const articleTexts: Partial<Record<string, Omit<BlogArticle, 'id' | 'date'>>> = {
  'beste-doener-berlin': {
    title: 'Die besten Döner in Berlin: So finden Sie Ihren Lieblingsimbiss',
    excerpt:
      'Berlin gilt als Hauptstadt des Döners. Wir zeigen, woran Sie einen richtig guten Döner erkennen, welche Kieze sich für eine Entdeckungstour lohnen und wie Ihnen das Branchenbuch bei der Suche hilft.',
    author: 'Lena Hoffmann',
    category: 'Gastronomie',
    image: doenerImage,
    readTime: '5 min',
    content: doenerContent,
  },
  'groesstes-museum-muenchen': {
    title: 'Das Deutsche Museum: Münchens größtes Museum entdecken',
    excerpt:
      'Auf der Museumsinsel in der Isar zeigt das Deutsche Museum Naturwissenschaft und Technik zum Anfassen. Unser Ratgeber verrät, was Sie erwartet und wie Sie Ihren Besuch gut planen.',
    author: 'Markus Weber',
    category: 'Kultur',
    image: museumImage,
    readTime: '5 min',
    content: museumContent,
  },
  'seo-branchenbuch-marketing': {
    title: 'Lokales SEO: Wie ein Branchenbucheintrag Ihr Marketing stärkt',
    excerpt:
      'Wer vor Ort gefunden werden will, braucht mehr als eine Website. Wir erklären, wie Branchenbucheinträge, einheitliche Unternehmensdaten und Bewertungen zu Ihrer Sichtbarkeit beitragen.',
    author: 'Julia Schneider',
    category: 'Marketing',
    image: seoImage,
    readTime: '6 min',
    content: seoContent,
  },
  'hamburg-speicherstadt-guide': {
    title: 'Die Hamburger Speicherstadt: Wirtschaftsgeschichte zwischen Backstein und Fleeten',
    excerpt:
      'Einst lagerten hier Kaffee, Tee und Gewürze, heute arbeiten Agenturen, Händler und Museen in den historischen Speichern. Ein Streifzug durch Hamburgs Welterbe und seine Wirtschaft.',
    author: 'Thomas Becker',
    category: 'Wirtschaft',
    image: speicherstadtImage,
    readTime: '6 min',
    content: speicherstadtContent,
  },
  'koeln-startup-szene': {
    title: 'Gründen am Rhein: Die Startup-Szene in Köln',
    excerpt:
      'Medien, Versicherungen, Hochschulen und eine offene Stadtkultur: Köln bietet Gründerinnen und Gründern einen guten Nährboden. Ein Überblick über Branchen, Netzwerke und Anlaufstellen.',
    author: 'Sarah Klein',
    category: 'Startup',
    image: koelnImage,
    readTime: '5 min',
    content: koelnContent,
  },
};

const PUBLISHED_DATE = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The published articles in order: slug and date from blog-articles.json, which the backend's
 * sitemap reads too (backend/src/seo/public-pages.ts), with their texts from above.
 */
export const blogArticles: BlogArticle[] = publishedArticles.map(({ slug, published }) => {
  const text = articleTexts[slug];
  if (text === undefined) throw new Error(`Blog article ${slug} has no text`);
  return { id: slug, date: PUBLISHED_DATE.format(new Date(published)), ...text };
});

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === slug);
}
