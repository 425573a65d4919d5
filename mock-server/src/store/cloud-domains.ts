// Domains: search (availability and yearly price per TLD), register 1–10 calendar years, renew (never past 10
// years from now), auto-renew at expiry, warnings 30, 7 and 1 days before it (a notification per threshold, once),
// transfer in with an auth code (pending → completed 5 days later on the mock clock, keeping the old expiry plus a
// year), lock, WHOIS privacy and custom nameservers, and DNS records checked as their type requires (none changed
// on an expired domain). Charges go through CloudContext.charge.
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { randomBytes } from '../lib/entropy.ts';
import type { CloudContext, CloudSchemas } from './cloud.ts';
import {
  cnameApexProblem,
  DEFAULT_TTL,
  priorityPresenceProblem,
  recordNameProblem,
  recordValueProblem,
} from '../../../contracts/rules/dns.ts';
import {
  addYears,
  authCodeProblem,
  EXPIRY_WARNINGS,
  expiryWarning,
  nameserversProblem,
  renewProblem,
  TLD_PRICES,
  TLDS,
  type Tld,
} from '../../../contracts/rules/domain.ts';
import { domainOf, elsewhereExpiry, enforce, fullDomainOf, registeredElsewhere } from './cloud-rules.ts';

type Domain = CloudSchemas['CloudDomain'];
type DnsRecord = CloudSchemas['CloudDnsRecord'];

const DAY = 24 * 60 * 60 * 1000;
/** A transfer in completes this long after it starts (registrars allow the losing side 5 days). */
export const TRANSFER_MS = 5 * DAY;

/** Auth codes are 16 characters of letters, digits and the marks registries allow, so they pass AUTH_CODE anywhere. */
const AUTH_CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789-!#%+';
function newAuthCode(): string {
  return [...randomBytes(16)].map((byte) => AUTH_CODE_CHARS[byte % AUTH_CODE_CHARS.length]).join('');
}

interface Stored extends Omit<Domain, 'expiryWarning'> {
  owner: string;
  /** The expiry (and the warning thresholds already notified for it): a renewal starts the warnings afresh. */
  warned: { expiresAt: number; days: Set<number> };
}

/** A warning that a domain expires soon, for the owner's notifications (routes/cloud sends it). */
export interface ExpiryNotice {
  uid: string;
  id: string;
  domain: string;
  days: (typeof EXPIRY_WARNINGS)[number];
  expiresAt: number;
  /** Whether it renews itself at expiry (if the balance allows): the notice says so instead of asking to renew. */
  autoRenew: boolean;
}

export interface DomainsRepo {
  search(query: string): CloudSchemas['CloudDomainSearch'];
  register(uid: string, input: CloudSchemas['CloudDomainRegisterInput']): Domain;
  list(uid: string): Domain[];
  get(uid: string, id: string): Domain;
  addRecord(uid: string, input: CloudSchemas['CloudDnsRecordInput']): Domain;
  /** Edits a record in place: the same checks as adding, the record itself not counted as a duplicate. */
  updateRecord(uid: string, input: CloudSchemas['CloudDnsRecordUpdateInput']): Domain;
  /** Lock, WHOIS privacy and custom nameservers: only what is given changes. */
  setSettings(uid: string, input: CloudSchemas['CloudDomainSettingsInput']): Domain;
  /** A new auth code to move the domain to another registrar; refused while the registrar lock is on. */
  authCode(uid: string, id: string): CloudSchemas['CloudDomainAuthCode'];
  deleteRecord(uid: string, id: string, recordId: string): Domain;
  setAutoRenew(uid: string, id: string, autoRenew: boolean): Domain;
  renew(uid: string, input: CloudSchemas['CloudDomainRenewInput']): Domain;
  transfer(uid: string, input: CloudSchemas['CloudDomainTransferInput']): Domain;
  /** The seed's domains (already paid for). */
  insert(
    uid: string,
    domain: string,
    options: { createdAt: number; expiresAt: number; autoRenew: boolean; records?: Omit<DnsRecord, 'id'>[] },
  ): Domain;
  /** Settles transfers, renewals and expiries; answers the expiry warnings newly due (each threshold once per expiry). */
  tick(): ExpiryNotice[];
  /** Every domain of a user, stored (for the overview). */
  all(): readonly Stored[];
}

export function createDomainsRepo(ctx: CloudContext): DomainsRepo {
  const view = ({ owner: _owner, warned: _warned, records, nameservers, ...domain }: Stored): Domain => ({
    ...domain,
    records: records.map((r) => ({ ...r })),
    nameservers: [...nameservers],
    expiryWarning: domain.status === 'active' ? expiryWarning(domain.expiresAt, ctx.now()) : null,
  });
  const byId = new Map<string, Stored>();
  const byName = new Map<string, Stored>();

  const mine = (uid: string, id: string): Stored => {
    const domain = byId.get(id);
    if (!domain || domain.owner !== uid) throw notFound('cloud.domainNotFound');
    return domain;
  };
  const available = (domain: string): boolean => !byName.has(domain) && !registeredElsewhere(domain);
  /** Records change only on a domain that is ours and live: not while a transfer runs, not once it has expired. */
  const writable = (domain: Stored): void => {
    if (domain.status === 'pending') throw conflict('cloud.recordsAfterTransfer');
    if (domain.status === 'expired') throw conflict('cloud.recordsExpired', { domain: domain.domain });
  };
  /** A record as it will be stored, checked as its type requires; `self` is the record being edited (not a duplicate of itself). */
  const checkedRecord = (domain: Stored, input: CloudSchemas['CloudDnsRecordInput'], self: string | null): Omit<DnsRecord, 'id'> => {
    writable(domain);
    const name = input.name.trim().toLowerCase();
    const value = input.type === 'TXT' ? input.value : input.value.trim().toLowerCase();
    // An MX record without a priority is named before its value; a priority on another type after it.
    const priority = priorityPresenceProblem(input.type, input.priority);
    enforce(recordNameProblem(name), input.type === 'MX' ? priority : null, recordValueProblem(input.type, value), priority);
    const sameName = domain.records.filter((r) => r.name === name && r.id !== self);
    if (input.type === 'CNAME' && sameName.length > 0) throw conflict('cloud.cnameNotAlone', { name });
    if (sameName.some((r) => r.type === 'CNAME')) throw conflict('cloud.nameHasCname', { name });
    enforce(cnameApexProblem(input.type, name));
    if (sameName.some((r) => r.type === input.type && r.value === value)) throw conflict('cloud.recordExists');
    return { type: input.type, name, value, ttl: input.ttl ?? DEFAULT_TTL, priority: input.priority ?? null };
  };
  const create = (
    uid: string,
    domain: string,
    tld: Tld,
    fields: Pick<Domain, 'status' | 'transfer' | 'autoRenew' | 'createdAt' | 'expiresAt'>,
  ): Stored => {
    const stored: Stored = {
      id: ctx.nextId('dm'),
      owner: uid,
      domain,
      tld,
      renewPrice: TLD_PRICES[tld],
      records: [],
      locked: true,
      whoisPrivacy: true,
      nameservers: [],
      warned: { expiresAt: fields.expiresAt, days: new Set() },
      ...fields,
    };
    byId.set(stored.id, stored);
    byName.set(domain, stored);
    return stored;
  };

  const repo: DomainsRepo = {
    search(query) {
      const { name, tld } = domainOf(query);
      const order = tld ? [tld, ...TLDS.filter((t) => t !== tld)] : TLDS;
      return {
        name,
        results: order.map((t) => ({ domain: `${name}.${t}`, tld: t, available: available(`${name}.${t}`), price: TLD_PRICES[t] })),
      };
    },
    register(uid, input) {
      return ctx.once(uid, input.requestId, ['register', input], () => {
        const { domain, tld } = fullDomainOf(input.domain);
        if (!available(domain)) throw conflict('cloud.domainTaken', { domain });
        ctx.charge(
          uid,
          input.requestId,
          TLD_PRICES[tld] * input.years,
          { kind: 'domain_registered', params: { domain, years: input.years } },
          'domains',
        );
        const now = ctx.now();
        return view(
          create(uid, domain, tld, {
            status: 'active',
            transfer: null,
            autoRenew: input.autoRenew ?? true,
            createdAt: now,
            expiresAt: addYears(now, input.years),
          }),
        );
      });
    },
    list(uid) {
      return [...byId.values()]
        .filter((d) => d.owner === uid)
        .sort((a, b) => a.expiresAt - b.expiresAt || a.domain.localeCompare(b.domain))
        .map(view);
    },
    get: (uid, id) => view(mine(uid, id)),
    addRecord(uid, input) {
      const domain = mine(uid, input.id);
      const record = checkedRecord(domain, input, null);
      domain.records.push({ id: ctx.nextId('rr'), ...record });
      return view(domain);
    },
    updateRecord(uid, input) {
      const domain = mine(uid, input.id);
      const index = domain.records.findIndex((r) => r.id === input.recordId);
      if (index < 0) throw notFound('cloud.recordNotFound');
      const record = checkedRecord(domain, input, input.recordId);
      domain.records[index] = { id: input.recordId, ...record };
      return view(domain);
    },
    setSettings(uid, input) {
      const domain = mine(uid, input.id);
      if (domain.status === 'pending') throw conflict('cloud.domainSettingsPending');
      if (input.nameservers !== undefined) {
        const hosts = input.nameservers.map((h) => h.trim().toLowerCase().replace(/\.$/, ''));
        enforce(nameserversProblem(hosts));
        domain.nameservers = hosts;
      }
      if (input.locked !== undefined) domain.locked = input.locked;
      if (input.whoisPrivacy !== undefined) domain.whoisPrivacy = input.whoisPrivacy;
      return view(domain);
    },
    authCode(uid, id) {
      const domain = mine(uid, id);
      if (domain.status === 'pending') throw conflict('cloud.domainSettingsPending');
      // The registrar lock's whole point: no code leaves while it is on.
      if (domain.locked) throw conflict('cloud.domainLocked', { domain: domain.domain });
      return { id: domain.id, domain: domain.domain, authCode: newAuthCode() };
    },
    deleteRecord(uid, id, recordId) {
      const domain = mine(uid, id);
      writable(domain);
      const index = domain.records.findIndex((r) => r.id === recordId);
      if (index < 0) throw notFound('cloud.recordNotFound');
      domain.records.splice(index, 1);
      return view(domain);
    },
    setAutoRenew(uid, id, autoRenew) {
      const domain = mine(uid, id);
      domain.autoRenew = autoRenew;
      return view(domain);
    },
    renew(uid, input) {
      return ctx.once(uid, input.requestId, ['renew', input], () => {
        const domain = mine(uid, input.id);
        if (domain.status === 'pending') throw conflict('cloud.renewAfterTransfer');
        enforce(renewProblem(domain.expiresAt, ctx.now(), input.years));
        const until = addYears(Math.max(domain.expiresAt, ctx.now()), input.years);
        ctx.charge(
          uid,
          input.requestId,
          domain.renewPrice * input.years,
          { kind: 'domain_renewed', params: { domain: domain.domain, years: input.years } },
          'domains',
        );
        domain.expiresAt = until;
        domain.status = 'active';
        return view(domain);
      });
    },
    transfer(uid, input) {
      return ctx.once(uid, input.requestId, ['transfer', input], () => {
        const { domain, tld } = fullDomainOf(input.domain);
        const here = byName.get(domain);
        if (here) throw conflict(here.owner === uid ? 'cloud.domainInAccount' : 'cloud.domainWithUs', { domain });
        if (!registeredElsewhere(domain)) throw unprocessable('cloud.domainNotRegistered', { domain });
        enforce(authCodeProblem(input.authCode));
        ctx.charge(uid, input.requestId, TLD_PRICES[tld], { kind: 'domain_transfer_started', params: { domain } }, 'domains');
        const now = ctx.now();
        // A transfer adds one year to the expiry the domain had at its old registrar (ICANN's rule), none is lost.
        const expiresAt = addYears(elsewhereExpiry(domain, now), 1);
        return view(create(uid, domain, tld, { status: 'pending', transfer: 'pending', autoRenew: true, createdAt: now, expiresAt }));
      });
    },
    insert(uid, domain, options) {
      const { tld } = fullDomainOf(domain);
      const stored = create(uid, domain, tld, {
        status: 'active',
        transfer: null,
        autoRenew: options.autoRenew,
        createdAt: options.createdAt,
        expiresAt: options.expiresAt,
      });
      for (const record of options.records ?? []) stored.records.push({ ...record, id: ctx.nextId('rr') });
      return view(stored);
    },
    tick() {
      const now = ctx.now();
      const notices: ExpiryNotice[] = [];
      for (const domain of byId.values()) {
        if (domain.transfer === 'pending' && now >= domain.createdAt + TRANSFER_MS) {
          domain.transfer = 'completed';
          domain.status = 'active';
        }
        if (domain.status !== 'active' || now < domain.expiresAt) continue;
        // Auto-renew charges one year at expiry; without it, or without the balance, the domain expires.
        const requestId = `autorenew-${domain.id}-${domain.expiresAt}`;
        if (domain.autoRenew && ctx.canPay(domain.owner, domain.renewPrice)) {
          ctx.charge(
            domain.owner,
            requestId,
            domain.renewPrice,
            { kind: 'domain_auto_renewed', params: { domain: domain.domain } },
            'domains',
          );
          domain.expiresAt = addYears(domain.expiresAt, 1);
        } else {
          domain.status = 'expired';
        }
      }
      for (const domain of byId.values()) {
        if (domain.status !== 'active') continue;
        const days = expiryWarning(domain.expiresAt, now);
        if (domain.warned.expiresAt !== domain.expiresAt) domain.warned = { expiresAt: domain.expiresAt, days: new Set() };
        // One notice per threshold: when the clock jumps past several at once, only the nearest is news.
        if (days === null || domain.warned.days.has(days)) continue;
        for (const threshold of EXPIRY_WARNINGS) if (threshold >= days) domain.warned.days.add(threshold);
        notices.push({
          uid: domain.owner,
          id: domain.id,
          domain: domain.domain,
          days,
          expiresAt: domain.expiresAt,
          autoRenew: domain.autoRenew,
        });
      }
      return notices;
    },
    all: () => [...byId.values()],
  };
  return repo;
}
