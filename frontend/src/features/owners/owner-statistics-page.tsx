import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { BusinessStatisticsDto, StatisticsDayDto, StatisticsTotalsDto } from '@/api/generated/model';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { berlinTime } from '@/lib/berlin-time';
import { formatCount, formatGermanDay } from '@/lib/german-format';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerStatistics } from './api/owner-queries';
import { OwnerLayout, OwnerLoading } from './components/owner-layout';
import { useOwnerGate } from './components/use-owner-gate';

export const PERIODS = [30, 90, 365] as const;
type Period = (typeof PERIODS)[number];

const METRICS: { key: keyof StatisticsTotalsDto; label: string }[] = [
  { key: 'views', label: 'Aufrufe der Seite' },
  { key: 'searchAppearances', label: 'Anzeigen in Suchergebnissen' },
  { key: 'phoneClicks', label: 'Klicks auf die Telefonnummer' },
  { key: 'websiteClicks', label: 'Klicks auf die Website' },
  { key: 'routeClicks', label: 'Klicks auf „Route“' },
  { key: 'emailClicks', label: 'Klicks auf die E-Mail-Adresse' },
];

const DAY_MS = 86_400_000;

/** The last `days` days on German time, today included, as the API's from and to. */
export function periodRange(days: number, now: Date): { from: string; to: string } {
  const dayOf = (date: Date) => {
    const time = berlinTime(date);
    return `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  };
  return { from: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: dayOf(now) };
}

const CHART_WIDTH = 720;
const CHART_HEIGHT = 180;

/** Bars of one metric per day, drawn as SVG (no chart library: a few dozen elements). */
function DayChart({
  days,
  metric,
  label,
}: {
  days: StatisticsDayDto[];
  metric: keyof StatisticsTotalsDto;
  label: string;
}) {
  const values = days.map((day) => day[metric]);
  const max = Math.max(1, ...values);
  const width = CHART_WIDTH / Math.max(1, days.length);
  const total = values.reduce((sum, value) => sum + value, 0);
  const first = days[0];
  const last = days.at(-1);
  if (total === 0) {
    return (
      <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        In diesem Zeitraum wurde hierfür noch nichts gezählt.
      </p>
    );
  }
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className="h-44 w-full"
        role="img"
        aria-label={`${label} pro Tag: zusammen ${formatCount(total)}, höchstens ${formatCount(Math.max(...values, 0))} an einem Tag`}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={CHART_HEIGHT - 0.5} x2={CHART_WIDTH} y2={CHART_HEIGHT - 0.5} className="stroke-slate-300" />
        {days.map((day, index) => {
          const height = (day[metric] / max) * (CHART_HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={index * width + width * 0.1}
              y={CHART_HEIGHT - height}
              width={Math.max(width * 0.8, 0.5)}
              height={height}
              className="fill-blue-600"
            >
              <title>{`${formatGermanDay(day.date)}: ${formatCount(day[metric])}`}</title>
            </rect>
          );
        })}
      </svg>
      {first !== undefined && last !== undefined && (
        <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{formatGermanDay(first.date)}</span>
          <span>Höchstwert: {formatCount(max)}</span>
          <span>{formatGermanDay(last.date)}</span>
        </figcaption>
      )}
    </figure>
  );
}

function StatisticsView({ id, statistics }: { id: string; statistics: BusinessStatisticsDto }) {
  const [metric, setMetric] = useState<keyof StatisticsTotalsDto>('views');
  const label = METRICS.find((entry) => entry.key === metric)?.label ?? '';
  const csv = `/api/owner/businesses/${encodeURIComponent(id)}/statistics.csv?from=${statistics.from}&to=${statistics.to}`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {METRICS.map((entry) => (
          <div key={entry.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{entry.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
              {formatCount(statistics.totals[entry.key])}
            </dd>
          </div>
        ))}
      </dl>
      <section
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        aria-labelledby="verlauf-titel"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="verlauf-titel" className="text-lg font-semibold text-slate-900">
            Verlauf
          </h2>
          <label className="text-sm text-slate-700">
            <span className="mr-2">Kennzahl</span>
            <select
              value={metric}
              onChange={(event) => setMetric(event.target.value as keyof StatisticsTotalsDto)}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            >
              {METRICS.map((entry) => (
                <option key={entry.key} value={entry.key}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DayChart days={statistics.days} metric={metric} label={label} />
      </section>
      <p className="mt-4 text-sm">
        <a href={csv} download className="font-semibold text-blue-700 underline underline-offset-2">
          Als CSV herunterladen ({formatGermanDay(statistics.from)} – {formatGermanDay(statistics.to)})
        </a>
      </p>
      <p className="mt-4 text-xs text-slate-600">
        Gezählt wird nur, wie oft etwas geschah – ohne IP-Adresse, Cookie oder andere Kennung der Besucher; bekannte
        Suchmaschinen-Bots zählen nicht. Zahlen von heute erscheinen nach wenigen Sekunden.{' '}
        <Link to={paths.privacy} className="underline underline-offset-2">
          Mehr in der Datenschutzerklärung
        </Link>
      </p>
    </>
  );
}

/** /inhaber/eintraege/{id}/statistik: what the listing brought in the last 30, 90 or 365 days. */
export default function OwnerStatisticsPage() {
  const { id = '' } = useParams();
  useDocumentMeta({ title: 'Statistik', noIndex: true });
  const owner = useOwnerGate();
  const [period, setPeriod] = useState<Period>(30);
  const statistics = useOwnerStatistics(id, periodRange(period, new Date()), owner.isSuccess);
  return (
    <OwnerLayout title="Statistik">
      <div
        role="group"
        aria-label="Zeitraum"
        className="mb-4 inline-flex rounded-lg border border-slate-300 bg-white p-1"
      >
        {PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={period === days}
            onClick={() => setPeriod(days)}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 aria-pressed:bg-blue-700 aria-pressed:text-white"
          >
            {days} Tage
          </button>
        ))}
      </div>
      {statistics.isError ? (
        <LoadError title="Die Statistik konnte nicht geladen werden" error={statistics.error} />
      ) : !statistics.isSuccess ? (
        <OwnerLoading />
      ) : (
        <StatisticsView id={id} statistics={statistics.data} />
      )}
    </OwnerLayout>
  );
}
