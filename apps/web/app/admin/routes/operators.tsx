import { OPERATOR_ROLES, type Operator, type OperatorInvite, type OperatorRole } from '@orbit/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useOperator } from '../shared/api.ts';
import { type DataColumn, DataTable, useSortParam } from '../shared/data-table.tsx';
import { useSubmit } from '../shared/form.ts';

const OPERATORS_KEY = ['admin', 'operators'] as const;

/** Operators (owner): add one (a setup link, mailed), change a role, disable, send a new link. */
export default function AdminOperators() {
  const { t } = useTranslation();
  const me = useOperator();
  const queryClient = useQueryClient();
  const sort = useSortParam('id');
  const operators = useQuery({
    queryKey: [...OPERATORS_KEY, sort.value],
    queryFn: () => adminApi().request<Operator[]>('/api/operator/operators', { query: { sort: sort.value } }),
    placeholderData: keepPreviousData,
  });
  const [invite, setInvite] = useState<OperatorInvite | null>(null);
  const create = useSubmit();
  const refresh = () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: { role?: OperatorRole; disabled?: boolean } }) =>
      adminApi().request<Operator>(`/api/operator/operators/${id}`, { method: 'PATCH', body }),
    onSettled: refresh,
  });
  const relink = useMutation({
    mutationFn: (id: number) =>
      adminApi().request<OperatorInvite>(`/api/operator/operators/${id}/setup_link`, { method: 'POST' }),
    onSuccess: setInvite,
    onSettled: refresh,
  });
  const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
  const columns: DataColumn<Operator>[] = [
    { id: 'name', header: t('admin.operators.name'), cell: (operator) => operator.name, sortable: true },
    { id: 'email', header: t('admin.operators.email'), cell: (operator) => operator.email, sortable: true },
    {
      id: 'role',
      header: t('admin.operators.role'),
      sortable: true,
      cell: (operator) => (
        <select
          aria-label={t('admin.operators.role_of', { name: operator.name })}
          className="rounded bg-surface-3 px-2 py-1"
          value={operator.role}
          disabled={operator.id === me.id}
          onChange={(event) =>
            change.mutate({ id: operator.id, body: { role: event.target.value as OperatorRole } })
          }
        >
          {roleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: 'status',
      header: t('admin.operators.status'),
      cell: (operator) => t(`admin.operators.statuses.${operator.status}`),
    },
    {
      id: 'last_sign_in_at',
      header: t('admin.operators.last_sign_in'),
      sortable: true,
      sortDescFirst: true,
      cell: (operator) =>
        operator.last_sign_in_at ? new Date(operator.last_sign_in_at).toLocaleString() : '—',
    },
    {
      id: 'actions',
      header: t('admin.operators.actions'),
      // Nobody disables or resets themself: the back office keeps an owner who can act.
      cell: (operator) =>
        operator.id === me.id ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                change.mutate({ id: operator.id, body: { disabled: operator.status !== 'disabled' } })
              }
            >
              {operator.status === 'disabled' ? t('admin.operators.enable') : t('admin.operators.disable')}
            </Button>
            <Button variant="ghost" onClick={() => relink.mutate(operator.id)}>
              {t('admin.operators.new_link')}
            </Button>
          </div>
        ),
    },
  ];

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const made = await create.run(() =>
      adminApi().request<OperatorInvite>('/api/operator/operators', {
        method: 'POST',
        body: { email: form.get('email'), name: form.get('name'), role: form.get('role') },
      }),
    );
    if (made) {
      setInvite(made);
      formElement.reset();
      await refresh();
    }
  };

  return (
    <>
      <h1 className="text-2xl font-bold">{t('admin.operators.title')}</h1>
      <section aria-labelledby="add-operator" className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4">
        <h2 id="add-operator" className="text-lg font-semibold">
          {t('admin.operators.add')}
        </h2>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end" noValidate>
          <TextField
            name="email"
            type="email"
            required
            label={t('admin.operators.email')}
            error={create.fieldError('email')}
          />
          <TextField
            name="name"
            required
            label={t('admin.operators.name')}
            error={create.fieldError('name')}
          />
          <SelectField
            name="role"
            label={t('admin.operators.role')}
            options={roleOptions}
            defaultValue="support"
            error={create.fieldError('role')}
          />
          <Button type="submit" loading={create.busy}>
            {t('admin.operators.create')}
          </Button>
        </form>
        <FormError message={create.message} />
        {invite ? (
          <div role="status" className="flex flex-col gap-1 rounded-lg bg-surface-3 p-3">
            <p>{t('admin.operators.invite_sent', { email: invite.operator.email })}</p>
            <code className="break-all" data-testid="admin-setup-url">
              {invite.setup_url}
            </code>
          </div>
        ) : null}
      </section>
      {operators.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('admin.operators.title')}
        columns={columns}
        rows={operators.data}
        sort={sort}
        rowTestId="admin-operator-row"
        rowClassName="border-t border-white/10"
      />
    </>
  );
}
