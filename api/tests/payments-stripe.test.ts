import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { createStripeProcessor, stripeClient } from '../src/payments/stripe-processor';
import { createSignedInDoctor, createSignedInPatient, rest, setupTestApi, type TestApi } from './helpers';

/**
 * The Stripe adapter's contract (issue 13): Stripe's servers cannot be reached from here, so the
 * official SDK is pointed at a local server that records each request and answers in Stripe's
 * documented shapes (https://docs.stripe.com/api). The assertions are on what Stripe documents it
 * needs: form-encoded bodies, the secret key as bearer, an Idempotency-Key on every create.
 */

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: URLSearchParams };

const SECRET = 'sk_test_contract_0123456789';
const WEBHOOK_SECRET = 'whsec_contract_0123456789';
const config = { secretKey: SECRET, publishableKey: 'pk_test_contract', webhookSecret: WEBHOOK_SECRET };

const card = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
});

const intent = (id: string, status: string, metadata: Record<string, string> = {}) => ({
  id,
  object: 'payment_intent',
  status,
  client_secret: `${id}_secret_abc`,
  metadata,
  latest_charge: status === 'succeeded' ? { id: `ch_${id}`, object: 'charge', receipt_url: `https://pay.stripe.com/receipts/${id}` } : null,
  last_payment_error: null,
});

/** Stripe's answers by route; `pm_declined` is declined as Stripe declines (402 with the intent it left). */
function answer(request: Recorded): { status: number; body: unknown } {
  const { method, path, body } = request;
  if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: 'cus_contract', object: 'customer', email: body.get('email') } };
  const methodMatch = path.match(/^\/v1\/payment_methods\/([\w]+)(\/attach|\/detach)?$/);
  if (methodMatch) return { status: 200, body: card(methodMatch[1]!, methodMatch[2] === '/attach' ? body.get('customer') : null) };
  if (method === 'POST' && path === '/v1/payment_intents') {
    if (body.get('payment_method') === 'pm_declined') {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: intent('pi_declined', 'requires_payment_method') } },
      };
    }
    return { status: 200, body: intent('pi_contract', 'succeeded', Object.fromEntries([...body].filter(([key]) => key.startsWith('metadata[')))) };
  }
  const intentMatch = path.match(/^\/v1\/payment_intents\/(\w+)(\/cancel)?$/);
  if (intentMatch) return { status: 200, body: intent(intentMatch[1]!, intentMatch[2] ? 'canceled' : 'requires_action') };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${method} ${path}` } } };
}

let server: Server;
let recorded: Recorded[] = [];
let ctx: TestApi;
let processor: ReturnType<typeof createStripeProcessor>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe');
      const request = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body: new URLSearchParams(req.method === 'GET' ? url.search : raw) };
      recorded.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${recorded.length}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  processor = createStripeProcessor(config, stripeClient(SECRET, { host: '127.0.0.1', port, protocol: 'http' }));
  ctx = await setupTestApi();
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

const last = (path: string) => recorded.filter((request) => request.path === path).at(-1)!;

/** An appointment of the patient's that Dr Keller approved: payable. */
async function approvedAppointment(patient: Awaited<ReturnType<typeof createSignedInPatient>>) {
  const doctor = await createSignedInDoctor(ctx.db);
  const [plan] = await ctx.db.select().from(t.consultPlans).where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, t.PLAN_TYPE.videoCall)));
  const created = await ctx.gql<{ CreateAppointment: { id: string } }>(
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    { input: { doctor_id: String(doctor.doctor.id), plan_id: String(plan!.id), dates: [new Date(Date.now() + 86_400_000 * 2).toISOString()], reason: 'Rash on the arm' } },
    patient.headers,
  );
  const id = Number(created.data!.CreateAppointment.id);
  await ctx.gql(`mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id }, doctor.headers);
  const [appointment] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id));
  return appointment!;
}

describe('the Stripe adapter speaks Stripe\'s API', () => {
  it('creates a customer with the secret key, an idempotency key and our user id', async () => {
    recorded = [];
    expect(await processor.createCustomer({ userId: 7, email: 'ada@example.test' }, 'customer-7')).toBe('cus_contract');
    const request = last('/v1/customers');
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(request.headers['idempotency-key']).toBe('customer-7');
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.body)).toEqual({ email: 'ada@example.test', 'metadata[user_id]': '7' });
  });

  it('attaches a payment method to the customer', async () => {
    recorded = [];
    const saved = await processor.attachCard('cus_contract', 'pm_card');
    expect(saved).toEqual({ paymentMethodId: 'pm_card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 });
    expect(recorded.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/payment_methods/pm_card', 'POST /v1/payment_methods/pm_card/attach']);
    expect(last('/v1/payment_methods/pm_card/attach').body.get('customer')).toBe('cus_contract');
  });

  it('creates and confirms a PaymentIntent in minor units with 3-D Secure in the page and no redirects', async () => {
    recorded = [];
    const input = {
      customerId: 'cus_contract',
      paymentMethodId: 'pm_card',
      amountCents: 12_050,
      currency: 'eur' as const,
      description: 'Appointment #3',
      metadata: { payment_id: 'pay_1', purpose: 'appointment' },
      offSession: false,
      saveCard: true,
    };
    const outcome = await processor.charge(input, 'pay_1');
    expect(outcome).toEqual({ status: 'succeeded', intentId: 'pi_contract', receiptUrl: 'https://pay.stripe.com/receipts/pi_contract' });
    const request = last('/v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe('pay_1');
    expect(Object.fromEntries(request.body)).toEqual({
      amount: '12050',
      currency: 'eur',
      customer: 'cus_contract',
      payment_method: 'pm_card',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: 'Appointment #3',
      'metadata[payment_id]': 'pay_1',
      'metadata[purpose]': 'appointment',
      confirm: 'true',
      setup_future_usage: 'off_session',
      'expand[0]': 'latest_charge',
    });

    // A renewal is charged without the patient: off_session, and no setup for later.
    await processor.charge({ ...input, offSession: true, saveCard: false }, 'pay_2');
    const renewal = Object.fromEntries(last('/v1/payment_intents').body);
    expect(renewal).toMatchObject({ off_session: 'true' });
    expect(renewal).not.toHaveProperty('setup_future_usage');
  });

  it('turns a decline into a failed outcome with Stripe\'s code and the intent it left', async () => {
    const outcome = await processor.charge(
      { customerId: 'cus_contract', paymentMethodId: 'pm_declined', amountCents: 100, currency: 'eur', description: '', metadata: {}, offSession: false, saveCard: false },
      'pay_3',
    );
    expect(outcome).toMatchObject({ status: 'failed', intentId: 'pi_declined', error: { code: 'card_declined', declineCode: 'insufficient_funds' } });
  });

  it('pays an appointment through GraphQL with the payment row\'s id as the idempotency key', async () => {
    const api = ctx.makeApi({ paymentProcessor: processor });
    const patient = await createSignedInPatient(ctx.db);
    const appointment = await approvedAppointment(patient);
    const id = appointment.id;

    recorded = [];
    const paid = await ctx.gql<{ PayAppointment: { status: string; id: string } }>(
      `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { id status } }`,
      { input: { payKey: appointment!.payKey, sourceId: 'pm_card' } },
      patient.headers,
      api,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.PayAppointment.status).toBe('succeeded');
    const charge = last('/v1/payment_intents');
    expect(charge.headers['idempotency-key']).toBe(paid.data!.PayAppointment.id);
    expect(charge.body.get('amount')).toBe(String(appointment!.priceCents));
    expect(charge.body.get('metadata[appointment_id]')).toBe(String(id));
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, paid.data!.PayAppointment.id));
    expect(payment).toMatchObject({ status: 'succeeded', processorIntentId: 'pi_contract', receiptUrl: 'https://pay.stripe.com/receipts/pi_contract' });
  });
});

describe('the Stripe webhook', () => {
  it('checks the signature and applies a delivery once, however often Stripe repeats it', async () => {
    const api = ctx.makeApi({ paymentProcessor: processor });
    const patient = await createSignedInPatient(ctx.db);
    const { id } = await approvedAppointment(patient);
    // A payment whose answer never came back (the 3-D Secure step finished in the patient's bank).
    await ctx.db.insert(t.payments).values({
      id: 'pay_from_webhook',
      userId: patient.user.id,
      purpose: 'appointment',
      appointmentId: id,
      amountCents: 100,
      description: 'x',
      paymentMethodId: 'pm_card',
      saveCard: false,
      status: 'requires_action',
      processorIntentId: 'pi_webhook',
    });

    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: intent('pi_webhook', 'succeeded', { payment_id: 'pay_from_webhook' }) } });
    const signature = stripeClient(SECRET).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const deliver = (body: string, header: string) =>
      api.fetch(new Request('http://api/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body }));

    const forged = await deliver(payload, stripeClient(SECRET).webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    const tampered = await deliver(payload.replace('pay_from_webhook', 'pay_other'), signature);
    expect(tampered.status).toBe(400);
    let [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_from_webhook'));
    expect(payment!.status).toBe('requires_action');

    const first = await deliver(payload, signature);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_from_webhook'));
    expect(payment).toMatchObject({ status: 'succeeded', receiptUrl: 'https://pay.stripe.com/receipts/pi_webhook' });
    const [appointment] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id));
    expect(appointment!.paid).toBe(true);

    // Stripe repeats the delivery: acknowledged, applied nowhere twice.
    const changedAt = payment!.updatedAt;
    const again = await deliver(payload, signature);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_from_webhook'));
    expect(payment!.updatedAt).toEqual(changedAt);
  });

  it('is not mounted for the built-in processor', async () => {
    const response = await rest(ctx.api, 'POST', '/payments/stripe/webhook', { body: '{}' });
    expect(response.status).toBe(404);
  });
});
