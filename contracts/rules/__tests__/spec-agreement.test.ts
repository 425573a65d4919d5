// The shared rules and openapi.yaml state the same patterns and limits, so neither can drift from the other.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_KEY_SCOPES } from '../cloud-settings.ts';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_PATTERN } from '../community.ts';
import { PRIORITY_MAX, TXT_MAX, VALUE_REQUEST_MAX } from '../dns.ts';
import { MAX_YEARS, MIN_YEARS } from '../domain.ts';
import { SMS_MAX_CHARS } from '../messaging.ts';
import { ADDRESS_MAX } from '../postal-address.ts';
import { BUCKET_NAME_MAX, MAX_CORS_ORIGINS, MAX_KEY_LENGTH, MAX_LIFECYCLE_DAYS, MAX_UPLOAD_BYTES, REGIONS } from '../storage.ts';

interface Schema {
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  enum?: string[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
}
const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};
const schema = (name: string): Schema => {
  const found = spec.components.schemas[name];
  if (!found) throw new Error(`openapi.yaml has no schema ${name}`);
  return found;
};
const prop = (name: string, field: string): Schema => {
  const found = schema(name).properties?.[field];
  if (!found) throw new Error(`openapi.yaml ${name} has no property ${field}`);
  return found;
};

describe('shared rules agree with openapi.yaml', () => {
  it('NewCommunity: name ^[A-Za-z0-9_]{3,24}$ ("under 25 characters", spec section 5), description max 200', () => {
    expect(prop('NewCommunity', 'name').pattern).toBe(COMMUNITY_NAME_PATTERN.source);
    expect(prop('NewCommunity', 'description').maxLength).toBe(COMMUNITY_DESCRIPTION_MAX);
  });

  it('CloudSmsInput.text: at most 1600 characters', () => {
    expect(prop('CloudSmsInput', 'text').maxLength).toBe(SMS_MAX_CHARS);
  });

  it('CloudDnsRecordInput: a value the rule refuses past 2048 characters (the request bound is above it), a priority of 0–65535', () => {
    expect(prop('CloudDnsRecordInput', 'value').maxLength).toBe(VALUE_REQUEST_MAX);
    expect(VALUE_REQUEST_MAX).toBeGreaterThan(TXT_MAX);
    expect(prop('CloudDnsRecordInput', 'priority')).toMatchObject({ minimum: 0, maximum: PRIORITY_MAX });
  });

  it('CloudYears: 1–10 years', () => {
    expect(schema('CloudYears')).toMatchObject({ minimum: MIN_YEARS, maximum: MAX_YEARS });
  });

  it('storage: bucket names, object keys, regions and bucket rules', () => {
    expect(schema('CloudBucketName').maxLength).toBe(BUCKET_NAME_MAX);
    expect(schema('CloudObjectKey').maxLength).toBe(MAX_KEY_LENGTH);
    expect(schema('CloudRegion').enum).toEqual([...REGIONS]);
    expect(prop('CloudBucketRules', 'corsOrigins').maxItems).toBe(MAX_CORS_ORIGINS);
    expect(prop('CloudBucketRules', 'lifecycleDays').oneOf?.[0]).toMatchObject({ minimum: 1, maximum: MAX_LIFECYCLE_DAYS });
    expect(prop('CloudBucketRules', 'maxObjectBytes').oneOf?.[0]).toMatchObject({ minimum: 1, maximum: MAX_UPLOAD_BYTES });
  });

  it('CloudApiKeyScope: the scopes a key may have, in order', () => {
    expect(schema('CloudApiKeyScope').enum).toEqual([...API_KEY_SCOPES]);
  });

  it('AccountAddressInput: the longest each field may be', () => {
    for (const [field, max] of Object.entries(ADDRESS_MAX)) expect(prop('AccountAddressInput', field).maxLength, field).toBe(max);
  });
});
