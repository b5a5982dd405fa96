import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useHydrated } from '@/lib/use-hydrated';
import { useRequestLoginLink, useSignIn } from './api/owner-queries';
import { ownerFailureMessage } from './lib/failure';
import { TextField } from './components/text-field';

/** The e-mail form: always the same confirmation, whether an owner account exists or not. */
function LoginLinkForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const mutation = useRequestLoginLink();
  const [sent, setSent] = useState<string | null>(null);
  const hydrated = useHydrated();
  const onSubmit = ({ email }: { email: string }) => {
    setSent(null);
    mutation.mutate(email, {
      onSuccess: (result) => setSent(result.message),
      onError: (error) => setError('email', { type: 'server', message: ownerFailureMessage(error) }),
    });
  };
  return (
    <form className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <div aria-live="polite" className="empty:hidden">
        {sent !== null && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {sent}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={!hydrated || mutation.isPending}
        className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
      >
        {mutation.isPending ? 'Wird gesendet …' : 'Anmeldelink anfordern'}
      </button>
    </form>
  );
}

/** Uses the link's token once; on success the owner goes to /inhaber, otherwise sees why and may ask anew. */
function TokenSignIn({ token }: { token: string }) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once only: the token is single-use, a second post (StrictMode) would be refused.
    if (started.current) return;
    started.current = true;
    signIn.mutate(token, { onSuccess: () => void navigate(paths.ownerHome, { replace: true }) });
  }, [signIn, token, navigate]);
  if (signIn.isError) {
    return (
      <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
        {ownerFailureMessage(signIn.error)}
      </p>
    );
  }
  return (
    <p role="status" className="mb-6 text-slate-700">
      Sie werden angemeldet …
    </p>
  );
}

/** /inhaber/anmelden: sign-in by a mailed link, no password. */
export default function OwnerLoginPage() {
  useDocumentMeta({ title: 'Anmelden für Inhaber', noIndex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hydrated = useHydrated();
  return (
    <>
      <PageHeading title="Anmelden für Inhaber">
        Geben Sie die E-Mail-Adresse Ihres Inhaberkontos an. Wir schicken Ihnen einen Link, mit dem Sie sich ohne
        Passwort anmelden.
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <section className="max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {token !== null && token !== '' && hydrated && <TokenSignIn token={token} />}
          <LoginLinkForm />
        </section>
      </div>
    </>
  );
}
