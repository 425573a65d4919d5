// The cloud area's API types, from the generated schema only (openapi.yaml tag cloud).
import type { components } from '../../../lib/api/schema';

type S = components['schemas'];
export type Domain = S['CloudDomain'];
export type DnsRecord = S['CloudDnsRecord'];
export type DnsType = S['CloudDnsType'];
export type DomainOffer = S['CloudDomainOffer'];
export type DomainSearch = S['CloudDomainSearch'];
export type DomainRegisterInput = S['CloudDomainRegisterInput'];
export type DnsRecordInput = S['CloudDnsRecordInput'];
export type DomainRenewInput = S['CloudDomainRenewInput'];
export type DomainTransferInput = S['CloudDomainTransferInput'];
export type Message = S['CloudMessage'];
export type Channel = S['CloudChannel'];
export type Sender = S['CloudSender'];
export type Template = S['CloudTemplate'];
export type SmsInput = S['CloudSmsInput'];
export type EmailInput = S['CloudEmailInput'];
export type WhatsappInput = S['CloudWhatsappInput'];
