import { useMatch } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { formatTimeLeft } from '@/lib/edit-window';
import { useEditWindow } from '@/lib/use-edit-window';
import { Icon } from '../ui/icon';
import { ICONS } from '../ui/icon-paths';
import { LinkButton } from '../ui/link-button';

/**
 * The floating "you can still edit" box on a business's pages during the 10 minutes after this
 * browser created it. Rendered once by the root layout; it finds the business id in the URL.
 */
export function EditPrompt() {
  const detailMatch = useMatch(routePatterns.business);
  const editMatch = useMatch(routePatterns.businessEdit);
  const businessId = (detailMatch ?? editMatch)?.params.id;
  const editWindow = useEditWindow(businessId);

  if (businessId === undefined || editWindow.status !== 'open') return null;
  const timeLeft = formatTimeLeft(editWindow.timeLeftMs);
  return (
    <>
      {/* On phones the box spans the bottom edge; this space lets the page's end scroll above it. */}
      <div aria-hidden="true" className="h-40 bg-slate-900 sm:hidden" />
      <aside
        aria-label="Bearbeitungszeit"
        className="fixed inset-x-3 bottom-3 z-30 rounded-xl border border-blue-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:left-4 sm:bottom-4 sm:w-80"
      >
        <div className="flex items-start gap-3">
          <Icon path={ICONS.clock} className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-900">Sie können Ihren Eintrag noch bearbeiten</p>
            <p className="mt-1 text-sm text-slate-700">
              Verbleibende Zeit:{' '}
              <span role="timer" className="font-semibold tabular-nums text-slate-900" data-testid="edit-time-left">
                {timeLeft} min
              </span>
            </p>
            {editMatch === null && (
              <LinkButton to={paths.businessEdit(businessId)} className="mt-3 w-full sm:w-auto">
                Eintrag bearbeiten
              </LinkButton>
            )}
          </div>
        </div>
      </aside>
    </>
  );
}
