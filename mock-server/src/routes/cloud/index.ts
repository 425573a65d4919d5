// Tag cloud: domains, messaging (SMS, email, WhatsApp), storage, the overview and settings. Handlers call the cloud store
// (store/cloud.ts), which charges through the one ledger; each call first settles what the mock's clock made due.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperationId, RequestBody } from '../../../../contracts/api/operations.ts';
import { ok } from '../../lib/envelope.ts';
import type { ApiCode } from '../../lib/errors.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import type { Envelope } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { OperationEnvelope } from '../../plugins/openapi-validation.ts';
import { seedCloud } from '../../seed/cloud.ts';
import { TEMPLATES } from '../../store/cloud-messaging.ts';
import { createCloudRepo, type CloudRepo } from '../../store/cloud.ts';
import type { UserRecord } from '../../store/users.ts';
import { origin, storageFiles } from './storage-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cloud store; replaced (and re-seeded) by every store reset. */
    cloud: { readonly repo: CloudRepo };
    /** Moves the cloud's clock-driven state on and sends due domain-expiry notices (the notification list calls it). */
    cloudTick: () => void;
  }
}

export interface CloudRoutesOptions {
  /** The secret of private storage links (lib/signing-key.ts); kept across store resets. */
  signingKey: string;
}

async function cloudRoutes(app: FastifyInstance, options: CloudRoutesOptions): Promise<void> {
  const { store, ledger, clock, realtime } = app;
  const fresh = (): CloudRepo => {
    const repo = createCloudRepo({ ledger, users: store.users, now: () => clock.now(), signingKey: options.signingKey });
    seedCloud(repo, { users: store.users });
    return repo;
  };
  const area = resettableRepo(store, fresh);
  app.decorate('cloud', area);
  // API keys authenticate cloud calls (plugins/auth.ts decides where and with which scope); the keys live here.
  app.useApiKeys({ find: (secret) => area.repo.account.findKey(secret), used: (id) => area.repo.account.markUsed(id) });

  /**
   * Moves the cloud's time-driven state on (transfers, renewals, expiries) and tells each owner, once per threshold
   * and expiry date, that a domain expires in 30, 7 or 1 days: a notification and the realtime `i`.
   */
  const tick = (): void => {
    for (const notice of area.repo.tick()) {
      store.inbox.notifications.add(notice.uid, {
        type: 'domain',
        text: `Your domain ${notice.domain} ${notice.autoRenew ? 'renews' : 'expires'} in ${notice.days} ${notice.days === 1 ? 'day' : 'days'}`,
        domain: notice.domain,
        days: notice.days,
        autoRenew: notice.autoRenew,
        link: `/cloud/domain/manage/${notice.id}`,
        t: clock.now(),
      });
      realtime.send(notice.uid, 'i');
    }
  };
  // The owner hears of an expiry even without visiting cloud: their notification list checks too.
  app.decorate('cloudTick', tick);

  const op = <Id extends OperationId>(
    operationId: Id,
    handler: (user: UserRecord, body: RequestBody<Id>, reply: FastifyReply, origin: string) => OperationEnvelope<Id>,
  ) => {
    app.operation(operationId, (request, reply, body) => {
      tick();
      return handler(currentUser(request), body, reply, origin(request));
    });
  };
  const created = <T>(reply: FastifyReply, code: ApiCode, data: T): Envelope<T> => {
    reply.code(201);
    return ok(code, data);
  };

  op('cloudDomainSearch', (_user, body) => ok('common.ok', area.repo.domains.search(body.query)));
  op('cloudDomainRegister', (user, body, reply) => created(reply, 'cloud.domainRegistered', area.repo.domains.register(user.uid, body)));
  op('cloudDomains', (user) => ok('common.ok', area.repo.domains.list(user.uid)));
  op('cloudDomain', (user, body) => ok('common.ok', area.repo.domains.get(user.uid, body.id)));
  op('cloudDomainRecordAdd', (user, body, reply) => created(reply, 'cloud.recordAdded', area.repo.domains.addRecord(user.uid, body)));
  op('cloudDomainRecordUpdate', (user, body) => ok('cloud.recordUpdated', area.repo.domains.updateRecord(user.uid, body)));
  op('cloudDomainSettings', (user, body) => ok('cloud.domainSettingsSaved', area.repo.domains.setSettings(user.uid, body)));
  op('cloudDomainAuthCode', (user, body) => ok('cloud.authCodeIssued', area.repo.domains.authCode(user.uid, body.id)));
  op('cloudDomainRecordDelete', (user, body) =>
    ok('cloud.recordDeleted', area.repo.domains.deleteRecord(user.uid, body.id, body.recordId)),
  );
  op('cloudDomainAutoRenew', (user, body) =>
    ok(body.autoRenew ? 'cloud.autoRenewOn' : 'cloud.autoRenewOff', area.repo.domains.setAutoRenew(user.uid, body.id, body.autoRenew)),
  );
  op('cloudDomainRenew', (user, body) => ok('cloud.domainRenewed', area.repo.domains.renew(user.uid, body)));
  op('cloudDomainTransfer', (user, body, reply) => created(reply, 'cloud.transferStarted', area.repo.domains.transfer(user.uid, body)));

  op('cloudMessages', (user, body) => ok('common.ok', area.repo.messaging.list(user.uid, body.channel)));
  op('cloudSmsSend', (user, body, reply) => created(reply, 'cloud.smsQueued', area.repo.messaging.sendSms(user.uid, body)));
  op('cloudSmsOptOuts', (user) => ok('common.ok', area.repo.messaging.optOuts(user.uid)));
  op('cloudSmsOptOutSet', (user, body) =>
    ok(body.optedOut ? 'cloud.optOutAdded' : 'cloud.optOutRemoved', area.repo.messaging.setOptOut(user.uid, body.number, body.optedOut)),
  );
  // A test control beside /__mock/clock (README "Test controls"): a recipient's reply to a person's SMS, as the
  // carrier would pass it on. Only where the test controls are (the fault plugin is their marker: never in production).
  if (app.hasDecorator('faults')) {
    app.post('/__mock/sms/reply', (request, reply) => {
      const body = request.body as { user?: unknown; from?: unknown; text?: unknown } | undefined;
      const user = typeof body?.user === 'string' ? store.users.byUserName(body.user) : undefined;
      if (!user || typeof body?.from !== 'string' || typeof body.text !== 'string') {
        reply.code(400);
        return {
          status: 'error',
          message: 'Send {"user": "<username>", "from": "<E.164 number>", "text": "STOP|START|HELP|…"}',
          data: null,
        };
      }
      tick();
      return { status: 'success', message: 'Reply received', data: { keyword: area.repo.messaging.reply(user.uid, body.from, body.text) } };
    });
  }
  op('cloudEmailSenders', (user) => ok('common.ok', area.repo.messaging.senders(user.uid)));
  op('cloudEmailSend', (user, body, reply) => created(reply, 'cloud.emailQueued', area.repo.messaging.sendEmail(user.uid, body)));
  op('cloudWhatsappTemplates', () => ok('common.ok', [...TEMPLATES]));
  op('cloudWhatsappSend', (user, body, reply) => created(reply, 'cloud.whatsappQueued', area.repo.messaging.sendWhatsapp(user.uid, body)));

  const storage = () => area.repo.storage;
  op('cloudBuckets', (user, _body, _reply, at) => ok('common.ok', storage().list(user.uid, at)));
  op('cloudBucketCreate', (user, body, reply, at) => created(reply, 'cloud.bucketCreated', storage().create(user.uid, body, at)));
  op('cloudBucketDelete', (user, body) => ok('cloud.bucketDeleted', storage().remove(user.uid, body.name)));
  op('cloudBucketRules', (user, body, _reply, at) => ok('cloud.rulesSaved', storage().setRules(user.uid, body, at)));
  op('cloudObjects', (user, body, _reply, at) => ok('common.ok', storage().objects(user.uid, body.bucket, body.prefix ?? '', at)));
  op('cloudObjectPut', (user, body, reply, at) => created(reply, 'cloud.objectStored', storage().put(user.uid, body, at)));
  op('cloudObjectDelete', (user, body) => ok('cloud.objectDeleted', storage().deleteObject(user.uid, body.bucket, body.key)));
  op('cloudObjectLink', (user, body, _reply, at) => ok('common.ok', storage().link(user.uid, body.bucket, body.key, at)));
  op('cloudStorageUsage', (user) => ok('common.ok', storage().usage(user.uid)));
  await storageFiles(app, area);

  op('cloudOverview', (user) => ok('common.ok', area.repo.overview(user.uid)));
  op('cloudSettings', (user) => ok('common.ok', area.repo.account.view(user.uid)));
  op('cloudSettingsUpdate', (user, body) => ok('cloud.settingsSaved', area.repo.account.update(user.uid, body)));
  op('cloudApiKeys', (user) => ok('common.ok', area.repo.account.keys(user.uid)));
  op('cloudApiKeyCreate', (user, body, reply) =>
    created(reply, 'cloud.keyCreated', area.repo.account.createKey(user.uid, body.label, body.scopes)),
  );
  op('cloudApiKeyRevoke', (user, body) => ok('cloud.keyRevoked', area.repo.account.revokeKey(user.uid, body.id)));
}

// Not encapsulated: `app.cloud` is visible to the whole app and its tests.
Object.assign(cloudRoutes, { [Symbol.for('skip-override')]: true });

export default cloudRoutes;
