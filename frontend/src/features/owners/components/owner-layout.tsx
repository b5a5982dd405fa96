import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOwnerLogout } from '../api/owner-queries';

const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-800';

/** The owner area's frame: its heading and the navigation (Meine Einträge, Einstellungen, Abmelden). */
export function OwnerLayout({ title, children }: { title: string; children: ReactNode }) {
  const logout = useOwnerLogout();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8 sm:px-6 lg:px-8">
      <nav aria-label="Inhaberbereich" className="flex flex-wrap items-center gap-1 border-b border-slate-200 pb-3">
        <NavLink to={paths.ownerHome} end className={NAV_LINK}>
          Meine Einträge
        </NavLink>
        <NavLink to={paths.ownerSettings} className={NAV_LINK}>
          Einstellungen
        </NavLink>
        <button
          type="button"
          className={`${buttonClass('ghost', 'md')} ml-auto`}
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(paths.ownerLogin) })}
        >
          Abmelden
        </button>
      </nav>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** While the owner's data loads (and in the server's HTML, which never knows the owner). */
export function OwnerLoading() {
  return (
    <p role="status" className="text-slate-600">
      Wird geladen …
    </p>
  );
}
