import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { claimBusiness } from '@/api/generated/endpoints/owner/owner';
import { getBusiness, getGetBusinessQueryKey } from '@/api/generated/endpoints/businesses/businesses';
import type { CreateClaimDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { FormField, largeInputClass } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { CLAIM_FIELDS, EMPTY_CLAIM, toClaimPayload, type ClaimField, type ClaimFormValues } from './lib/claim-form';
import { ownerFailureMessage } from './lib/failure';
import { TextField } from './components/text-field';

function ClaimForm({ businessId }: { businessId: string }) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ClaimFormValues>({ defaultValues: EMPTY_CLAIM });
  const mutation = useMutation({ mutationFn: (body: CreateClaimDto) => claimBusiness(businessId, body) });
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const field = (name: ClaimField): UseFormRegisterReturn<ClaimField> =>
    register(name, { onChange: () => clearErrors(name) });

  if (mutation.isSuccess) {
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        <p className="font-semibold">Wir haben Ihnen einen Link geschickt.</p>
        <p className="mt-1">{mutation.data.message}</p>
      </div>
    );
  }

  const onSubmit = (values: ClaimFormValues) => {
    setFailure(null);
    mutation.mutate(toClaimPayload(values), {
      onError: (error) => {
        applyServerFieldErrors(error, setError, CLAIM_FIELDS);
        setFailure(ownerFailureMessage(error));
      },
    });
  };

  return (
    <form className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      {failure !== null && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {failure}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Ihr Name" autoComplete="name" error={errors.name?.message} registration={field('name')} />
        <TextField
          label="Ihre Funktion im Unternehmen"
          autoComplete="organization-title"
          placeholder="z. B. Inhaberin, Geschäftsführer"
          error={errors.role?.message}
          registration={field('role')}
        />
        <TextField
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={field('email')}
        />
        <TextField
          label="Telefon"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          registration={field('phone')}
        />
      </div>
      <FormField label="Nachricht an die Redaktion" optional error={errors.message?.message}>
        {(control) => (
          <textarea {...control} rows={4} className={`${largeInputClass} resize-y`} {...field('message')} />
        )}
      </FormField>
      <p className="text-sm text-slate-600">
        Ist die Adresse die E-Mail-Adresse des Eintrags oder gehört sie zur Domain seiner Website, gilt die Übernahme,
        sobald Sie den Link bestätigen. Sonst prüft die Redaktion Ihre Angaben.
      </p>
      <button
        type="submit"
        disabled={!hydrated || mutation.isPending}
        className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
      >
        {mutation.isPending ? 'Wird gesendet …' : 'Eintrag übernehmen'}
      </button>
    </form>
  );
}

/** /business/:id/uebernehmen: "Ist das Ihr Unternehmen? Eintrag übernehmen". */
export default function BusinessClaimPage() {
  const id = useParams().id ?? '';
  const business = useQuery({
    queryKey: getGetBusinessQueryKey(id),
    queryFn: ({ signal }) => getBusiness(id, undefined, signal),
  });
  const name = business.data?.name;
  useDocumentMeta({ title: name === undefined ? 'Eintrag übernehmen' : `${name}: Eintrag übernehmen`, noIndex: true });
  return (
    <>
      <PageHeading title="Eintrag übernehmen">
        {name === undefined ? 'Ist das Ihr Unternehmen?' : `Ist „${name}“ Ihr Unternehmen?`} Übernehmen Sie den Eintrag,
        um ihn jederzeit zu bearbeiten und Bewertungen zu beantworten.
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <section className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {business.isError ? (
            <LoadError title="Der Eintrag konnte nicht geladen werden" error={business.error} />
          ) : (
            <ClaimForm businessId={id} />
          )}
          <p className="mt-6 text-sm">
            <Link to={paths.business(id)} className="font-semibold text-blue-700 underline underline-offset-2">
              Zurück zum Eintrag
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
