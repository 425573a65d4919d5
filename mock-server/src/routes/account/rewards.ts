// Tag account: analytics (store/account-insights.ts) and rewards (store/account-rewards.ts), both computed from
// the ledger and the other stores; a claimed reward is paid through the ledger.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import { currentUser } from '../../plugins/auth.ts';
import { seedReferrals } from '../../seed/account.ts';
import { accountAnalytics } from '../../store/account-insights.ts';
import { createAccountRewards, type AccountRewardsRepo } from '../../store/account-rewards.ts';

export default function accountRewardsRoutes(app: FastifyInstance): void {
  const { store, ledger, clock } = app;
  const fresh = (): AccountRewardsRepo => {
    const rewards = createAccountRewards({ ledger, users: store.users, posts: store.posts, now: () => clock.now() });
    seedReferrals(rewards);
    return rewards;
  };
  const rewards = resettableRepo(store, fresh);

  app.operation('accountAnalytics', (request, _reply, body) => {
    const deps = { ledger, posts: store.posts, notifications: store.inbox.notifications };
    return ok('common.ok', accountAnalytics(deps, currentUser(request).uid, body.days, clock.now()));
  });
  app.operation('accountRewards', (request) => ok('common.ok', rewards.repo.view(currentUser(request))));
  app.operation('accountRewardsClaim', (request, _reply, body) =>
    ok('account.rewardClaimed', rewards.repo.claim(currentUser(request), body.id, body.requestId)),
  );
  app.operation('accountRewardsReferral', (request, _reply, body) =>
    ok('account.referralRecorded', rewards.repo.applyCode(currentUser(request), body.code)),
  );
}
