// Tag account: the address book (required fields, lengths, postal code per country, E.164-ish phone, one default,
// at most 10, someone else's is not found) and the payout account cash-outs go to.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT } from '../../contracts/rules/postal-address.ts';
import { call, signIn } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let eve: string;
useTestApp(['ada', 'eve'], { ready: (t) => ({ app, ada, eve } = t) });

const HOME = {
  label: 'Home',
  name: 'Eve Doe',
  line1: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  phone: '+1 555 555 0100',
};
const save = (token: string, body: object) => call(app, 'accountAddressSave', { token, body });
const list = async (token: string) =>
  (await call(app, 'accountAddresses', { token })).body.data as { id: string; label: string; isDefault: boolean; phone: string }[];

describe('account/addresses', () => {
  it('lists the seeded book with the default first', async () => {
    const book = await list(ada);
    expect(book.map((a) => a.label)).toEqual(['Home', 'Work']);
    expect(book.map((a) => a.isDefault)).toEqual([true, false]);
    expect(await list(eve)).toEqual([]);
  });

  it('the first address is the default; the phone is kept without spaces', async () => {
    const res = await save(eve, HOME);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ label: 'Home', isDefault: true, phone: '+15555550100', line2: '', region: '' });
  });

  it('isDefault moves the default; deleting the default makes the newest left the default', async () => {
    await save(eve, HOME);
    const work = (await save(eve, { ...HOME, label: 'Work', isDefault: true })).body.data;
    expect(work[0]).toMatchObject({ label: 'Work', isDefault: true });
    expect(work[1]).toMatchObject({ label: 'Home', isDefault: false });
    const after = await call(app, 'accountAddressDelete', { token: eve, body: { id: work[0].id } });
    expect(after.body.data).toHaveLength(1);
    expect(after.body.data[0]).toMatchObject({ label: 'Home', isDefault: true });
  });

  it('edits an address in place by id', async () => {
    const [home] = (await save(eve, HOME)).body.data;
    const edited = await save(eve, { ...HOME, id: home.id, line2: 'Unit 4' });
    expect(edited.body.data).toHaveLength(1);
    expect(edited.body.data[0].line2).toBe('Unit 4');
  });

  it.each([
    [{ name: ' ' }, 'name'],
    [{ line1: 'ab' }, 'line1'],
    [{ city: '' }, 'city'],
    [{ label: '  ' }, 'label'],
    [{ postalCode: '1234' }, 'postalCode'],
    [{ phone: '5555550100' }, 'phone'],
    [{ phone: '+12' }, 'phone'],
    [{ country: 'IA' }, 'country'],
  ])('refuses %j with a 422 naming the field', async (patch, field) => {
    const res = await save(eve, { ...HOME, ...patch });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: `address.${field}`, params: { field } });
  });

  it('too long a field or an unknown one is a 400 (the schema)', async () => {
    expect((await save(eve, { ...HOME, line1: 'x'.repeat(101) })).status).toBe(400);
    expect((await save(eve, { ...HOME, floor: 2 })).status).toBe(400);
  });

  it(`holds at most ${ADDRESS_LIMIT} addresses (409)`, async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await save(eve, { ...HOME, label: `Place ${i}` })).status).toBe(200);
    const full = await save(eve, { ...HOME, label: 'One more' });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/full/);
  });

  it("someone else's address is not found, to edit or delete", async () => {
    const [adasHome] = await list(ada);
    expect((await save(eve, { ...HOME, id: adasHome?.id })).status).toBe(404);
    expect((await call(app, 'accountAddressDelete', { token: eve, body: { id: adasHome?.id } })).status).toBe(404);
  });

  it('a reset restores the seeded book', async () => {
    await save(eve, HOME);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(await list(await signIn(app, 'eve'))).toEqual([]);
  });
});

describe('account/payout', () => {
  it('answers the saved payout account, or null', async () => {
    expect((await call(app, 'accountPayout', { token: ada })).body.data).toMatchObject({ bankName: 'First Bank' });
    expect((await call(app, 'accountPayout', { token: eve })).body.data).toBeNull();
  });

  it('saves one trimmed; blanks get 422, a bad account number 400', async () => {
    const saved = await call(app, 'accountPayoutSave', {
      token: eve,
      body: { bankName: ' Chase ', holder: 'Eve Doe', accountNumber: 'gb29nwbk60161331926819' },
    });
    expect(saved.body.data).toEqual({ bankName: 'Chase', holder: 'Eve Doe', accountNumber: 'GB29NWBK60161331926819' });
    expect(
      (await call(app, 'accountPayoutSave', { token: eve, body: { bankName: '   ', holder: 'Eve Doe', accountNumber: '12345678' } }))
        .status,
    ).toBe(422);
    expect(
      (await call(app, 'accountPayoutSave', { token: eve, body: { bankName: 'Chase', holder: 'Eve Doe', accountNumber: '12 34' } })).status,
    ).toBe(400);
  });
});
