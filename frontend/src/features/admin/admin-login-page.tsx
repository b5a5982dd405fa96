import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { adminPathLoader } from './admin-route';
import { useAdminLoginMutation } from './api/admin-session';
import { buttonClass } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { loginErrorMessage } from './lib/admin-messages';
import { isLoginNotice } from './lib/admin-navigation';
import { storeAdminToken } from './lib/admin-session';
import { loginSchema, type LoginValues } from './lib/login-schema';

export const loader = adminPathLoader;

export default function AdminLoginPage() {
  useDocumentMeta({
    title: 'Admin-Anmeldung',
    description: 'Anmeldung für die Verwaltung des Branchenbuchs.',
    noIndex: true,
  });
  const { segment = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = isLoginNotice(location.state) ? location.state : null;
  const [loginError, setLoginError] = useState<string | null>(null);
  const login = useAdminLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setLoginError(null);
    try {
      const sessionToken = await login.mutateAsync(values);
      storeAdminToken(sessionToken);
      await navigate(paths.adminDashboard(segment), { replace: true });
    } catch (error) {
      setLoginError(loginErrorMessage(error));
    }
  });

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin-Anmeldung</h1>
        <p className="mt-1 text-sm text-slate-600">Melden Sie sich an, um die Einträge zu verwalten.</p>

        {notice !== null && loginError === null && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`mt-6 rounded-md border px-3 py-2 text-sm ${
              notice.tone === 'error'
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-emerald-300 bg-emerald-50 text-emerald-900'
            }`}
          >
            {notice.notice}
          </p>
        )}
        {loginError !== null && (
          <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {loginError}
          </p>
        )}

        <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
          <FormField label="Benutzername" required error={errors.username?.message}>
            {(control) => (
              <input
                {...control}
                {...register('username')}
                type="text"
                autoComplete="username"
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label="Passwort" required error={errors.password?.message}>
            {(control) => (
              <input
                {...control}
                {...register('password')}
                type="password"
                autoComplete="current-password"
                className={inputClass}
              />
            )}
          </FormField>
          <button type="submit" className={`${buttonClass('primary')} w-full py-2.5`} disabled={isSubmitting}>
            {isSubmitting ? 'Wird angemeldet...' : 'Anmelden'}
          </button>
        </form>
      </div>
    </section>
  );
}
