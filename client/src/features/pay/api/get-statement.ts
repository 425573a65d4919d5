// POST /pay/statement: one asset's month from the ledger, its boundaries in the person's time zone.
import { api, unwrap } from '../../../lib/api/client';
import type { Statement, StatementQuery } from '../models/types';

export async function getStatement(body: StatementQuery): Promise<Statement> {
  const { data } = await unwrap(api.POST('/pay/statement', { body }));
  return data;
}
