import type { PaymentsPage, PaymentsPageBody } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { presentPayment } from './presenter.ts';
import { pageOfPayments } from './repository.ts';

/** `POST /api/player/payments/with_pages` */
export async function paymentsPage(deps: Deps, user: UserRow, body: PaymentsPageBody): Promise<PaymentsPage> {
  const filter = body.filter ?? {};
  const { rows, total } = await pageOfPayments(
    deps.db,
    user.id,
    {
      currency: filter.currency,
      action: filter.type,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
    },
    body.page,
    body.page_size,
  );
  return {
    data: rows.map(presentPayment),
    pagination: { page: body.page, per_page: body.page_size, total_count: total },
  };
}

/** `GET /api/player/payments`: the plain list (the newest 100). */
export async function paymentsList(deps: Deps, user: UserRow) {
  return (await pageOfPayments(deps.db, user.id, {}, 1, 100)).rows.map(presentPayment);
}
