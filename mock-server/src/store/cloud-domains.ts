// Domains: search (availability and yearly price per TLD), register 1–10 years, renew (never past 10 years
// from now), auto-renew at expiry, transfer in with an auth code (pending → completed 5 days later on the
// mock clock), and DNS records checked as their type requires. Charges go through CloudContext.charge.
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import type { CloudContext, CloudSchemas } from './cloud.ts';
import {
  cnameApexProblem,
  DEFAULT_TTL,
  priorityPresenceProblem,
  recordNameProblem,
  recordValueProblem,
} from '../../../contracts/rules/dns.ts';
import { authCodeProblem, renewProblem, TLD_PRICES, TLDS, YEAR_MS, type Tld } from '../../../contracts/rules/domain.ts';
import { domainOf, enforce, fullDomainOf, registeredElsewhere } from './cloud-rules.ts';

type Domain = CloudSchemas['CloudDomain'];
type DnsRecord = CloudSchemas['CloudDnsRecord'];

const DAY = 24 * 60 * 60 * 1000;
/** A transfer in completes this long after it starts (registrars allow the losing side 5 days). */
export const TRANSFER_MS = 5 * DAY;

interface Stored extends Domain {
  owner: string;
}

export interface DomainsRepo {
  search(query: string): CloudSchemas['CloudDomainSearch'];
  register(uid: string, input: CloudSchemas['CloudDomainRegisterInput']): Domain;
  list(uid: string): Domain[];
  get(uid: string, id: string): Domain;
  addRecord(uid: string, input: CloudSchemas['CloudDnsRecordInput']): Domain;
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
  tick(): void;
  /** Every domain of a user, stored (for the overview). */
  all(): readonly Stored[];
}

const view = ({ owner: _owner, records, ...domain }: Stored): Domain => ({ ...domain, records: records.map((r) => ({ ...r })) });

export function createDomainsRepo(ctx: CloudContext): DomainsRepo {
  const byId = new Map<string, Stored>();
  const byName = new Map<string, Stored>();

  const mine = (uid: string, id: string): Stored => {
    const domain = byId.get(id);
    if (!domain || domain.owner !== uid) throw notFound('cloud.domainNotFound');
    return domain;
  };
  const available = (domain: string): boolean => !byName.has(domain) && !registeredElsewhere(domain);
  const create = (
    uid: string,
    domain: string,
    tld: Tld,
    fields: Pick<Domain, 'status' | 'transfer' | 'autoRenew' | 'createdAt' | 'expiresAt'>,
  ): Stored => {
    const stored: Stored = { id: ctx.nextId('dm'), owner: uid, domain, tld, renewPrice: TLD_PRICES[tld], records: [], ...fields };
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
            expiresAt: now + input.years * YEAR_MS,
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
      if (domain.status === 'pending') throw conflict('cloud.recordsAfterTransfer');
      const name = input.name.trim().toLowerCase();
      const value = input.type === 'TXT' ? input.value : input.value.trim().toLowerCase();
      // An MX record without a priority is named before its value; a priority on another type after it.
      const priority = priorityPresenceProblem(input.type, input.priority);
      enforce(recordNameProblem(name), input.type === 'MX' ? priority : null, recordValueProblem(input.type, value), priority);
      const sameName = domain.records.filter((r) => r.name === name);
      if (input.type === 'CNAME' && sameName.length > 0) throw conflict('cloud.cnameNotAlone', { name });
      if (sameName.some((r) => r.type === 'CNAME')) throw conflict('cloud.nameHasCname', { name });
      enforce(cnameApexProblem(input.type, name));
      if (sameName.some((r) => r.type === input.type && r.value === value)) throw conflict('cloud.recordExists');
      domain.records.push({
        id: ctx.nextId('rr'),
        type: input.type,
        name,
        value,
        ttl: input.ttl ?? DEFAULT_TTL,
        priority: input.priority ?? null,
      });
      return view(domain);
    },
    deleteRecord(uid, id, recordId) {
      const domain = mine(uid, id);
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
        const until = Math.max(domain.expiresAt, ctx.now()) + input.years * YEAR_MS;
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
        return view(
          create(uid, domain, tld, { status: 'pending', transfer: 'pending', autoRenew: true, createdAt: now, expiresAt: now + YEAR_MS }),
        );
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
          domain.expiresAt += YEAR_MS;
        } else {
          domain.status = 'expired';
        }
      }
    },
    all: () => [...byId.values()],
  };
  return repo;
}
