import { useState } from 'react';
import type { ClaimDto, ClaimStatus } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast-store';
import { formatCount, formatDateTime } from '@/lib/german-format';
import { CLAIMS_PAGE_SIZE, useClaims, useDecideClaimMutation, type ClaimStep } from '../api/claims-and-mail';
import { adminErrorMessage } from '../lib/admin-messages';
import { adminListState } from './admin-list-state';

const STATUS_LABELS: Record<ClaimStatus, string> = {
  unconfirmed: 'Unbestätigt',
  pending: 'Wartet',
  approved: 'Bestätigt',
  rejected: 'Abgelehnt',
};

const DONE: Record<ClaimStep, string> = {
  approve: 'Übernahme bestätigt',
  reject: 'Übernahme abgelehnt',
  undo: 'Entscheidung rückgängig gemacht',
};

function Claim({ claim }: { claim: ClaimDto }) {
  const decide = useDecideClaimMutation();
  const run = (step: ClaimStep) =>
    decide.mutate(
      { id: claim.id, step },
      {
        onSuccess: () => toast({ title: DONE[step], description: claim.businessName, variant: 'success' }),
        onError: (error) => toast({ title: 'Fehler', description: adminErrorMessage(error), variant: 'destructive' }),
      },
    );
  const titleId = `uebernahme-${claim.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h3 id={titleId} className="break-words font-semibold text-slate-900">
          {claim.businessName}
        </h3>
        <span className="shrink-0 text-sm font-semibold text-slate-700">{STATUS_LABELS[claim.status]}</span>
      </div>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <section aria-label="Antragsteller" className="rounded-md bg-slate-50 p-3">
          <h4 className="font-semibold text-slate-900">Antragsteller</h4>
          <p className="break-words text-slate-700">
            {claim.name} ({claim.role}) · {claim.email} · {claim.phone}
          </p>
          {claim.message !== '' && (
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{claim.message}</p>
          )}
          <p className="mt-1 text-slate-600">
            Eingegangen <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt)}</time>
          </p>
        </section>
        <section aria-label="Eintrag" className="rounded-md bg-slate-50 p-3">
          <h4 className="font-semibold text-slate-900">Eintrag</h4>
          <p className="break-words text-slate-700">
            E-Mail: {claim.businessEmail ?? '–'} · Website: {claim.businessWebsite ?? '–'}
          </p>
          <p className="break-words text-slate-700">
            {claim.currentOwnerEmail === null ? 'Noch kein Inhaber' : `Inhaber jetzt: ${claim.currentOwnerEmail}`}
          </p>
        </section>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {claim.status === 'pending' ? (
          <>
            <button
              type="button"
              className={buttonClass('success', 'sm')}
              disabled={decide.isPending}
              onClick={() => run('approve')}
            >
              Bestätigen
            </button>
            <button
              type="button"
              className={buttonClass('dangerOutline', 'sm')}
              disabled={decide.isPending}
              onClick={() => run('reject')}
            >
              Ablehnen
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={decide.isPending}
            onClick={() => run('undo')}
          >
            Rückgängig
          </button>
        )}
      </div>
    </li>
  );
}

/** "Übernahmen": both sides of each claim, waiting ones first; approve, reject, or undo a decision. */
export function ClaimsPanel({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const claims = useClaims(page, enabled);
  const placeholder = adminListState(claims, 'Keine Übernahmen.');
  if (placeholder !== null || claims.data === undefined) return placeholder;
  const { items, total } = claims.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {formatCount(total)} {total === 1 ? 'Übernahme' : 'Übernahmen'}, wartende zuerst
      </p>
      <ul className="space-y-3">
        {items.map((claim) => (
          <Claim key={claim.id} claim={claim} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / CLAIMS_PAGE_SIZE)}
        onPage={setPage}
        label="Seiten der Übernahmen"
      />
    </div>
  );
}
