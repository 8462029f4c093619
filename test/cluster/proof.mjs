// What the replicas share, proven on the running cluster (docs/scale-out.md): sessions and
// payments across storefronts, the page cache across storefronts, files across product servers,
// throttles and SMS limits across product servers, the scheduler's work done once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { pngImage } from '../../server/testing/images.ts';
import { call, cheapSkus } from '../../server/testing/httpClient.ts';
import { consoleLogin, latestSmsCode, postFrom, Shopper } from './client.mjs';

/** Which of the plan's customers (suite.cluster.mjs makes them) each proof uses. */
export const PROOF_CUSTOMERS = { pays: 6, timesOut: 7, rejected: 8 };
const MERCHANT = { username: 'merchant', password: 'Merchant@2026' };
const PNG = Buffer.from(pngImage(6, 4));

/** The plan's customers the proof uses (the fault tests use the first ones, faults.mjs). */
const buyer = (plan, index) => ({ phone: plan.customers[index].phone, passWord: plan.password });
/** The plan's address (benchCustomers.ts), with the customer's own phone, as bench/commerce.mjs sends it. */
const addressOf = (plan, index) => ({ ...plan.address, phone: plan.customers[index].phone });

/** Registers the suite's tests; `the()` is the running cluster, its database and the customers' plan. */
export function proofTests(the) {
  test('a customer logs in through one storefront and pays through the other; a back-office login works whichever replica answers', async () => {
    const { cluster, plan } = the();
    const [one, two] = cluster.storefrontUrls;
    const customer = new Shopper();
    await customer.post(one, 'api/register/reg/paLogin', buyer(plan, PROOF_CUSTOMERS.pays), { page: '/login', anonymous: true });
    const before = await customer.post(two, 'auth/api/info/token', {});
    const [sku] = await cheapSkus(cluster.productServerUrls[1], 1, plan.sku.skuId);
    const line = await customer.post(two, 'api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: sku.termMonths, quantity: 1 });
    const order = await customer.post(two, 'api/wOrder/addOrder', { cartLineIds: [line.data.id], address: addressOf(plan, PROOF_CUSTOMERS.pays), idempotencyKey: randomUUID() });
    const paid = await customer.post(one, 'api/wOrder/yezf', { orderNo: order.data.orderNo, idempotencyKey: randomUUID() });
    assert.equal(paid.data.amount, order.data.payable);
    const after = await customer.post(one, 'auth/api/info/token', {});
    assert.equal(after.data.balance, before.data.balance - order.data.payable);

    // The captcha made by one replica is answered on the other; each login's session works on both.
    for (const [captchaVia, loginVia, outboxOf] of [
      [one, two, cluster.productServerUrls[1]],
      [two, one, cluster.productServerUrls[0]],
    ]) {
      const staff = await consoleLogin({ captchaVia, loginVia, outboxOf, ...MERCHANT });
      for (const base of [one, two]) {
        const list = await staff.post(base, 'api/sys/goods/list', { page: 1, limit: 5 }, { page: '/console/goods' });
        assert.ok(list.total > 0);
      }
    }
  });

  test('a merchant changes a goods title and price in the console: both storefronts show it within two seconds', async (t) => {
    const { cluster } = the();
    const [one, two] = cluster.storefrontUrls;
    const staff = await consoleLogin({ captchaVia: one, loginVia: one, outboxOf: cluster.productServerUrls[0], ...MERCHANT });
    const list = await staff.post(two, 'api/sys/goods/list', { page: 1, limit: 20 }, { page: '/console/goods' });
    const listed = list.rows.find((row) => row.status === 'on_sale');
    assert.ok(listed, 'the merchant has goods on sale');
    const path = `/details?id=${listed.id}`;
    const visitor = new Shopper();
    // Both storefronts hold the page in the shared cache before the change.
    for (const base of [one, two, one, two]) assert.equal((await visitor.page(base, path)).status, 200);

    const { data: document } = await staff.get(one, `api/sys/goods/detail/${listed.id}`);
    const name = `集群验证笔记本 ${Date.now() % 100000}`;
    const rent = 12_345 + (Date.now() % 50);
    const { id, subtitle, categoryId, brand, model, condition, zones, tags, images, specs, description, skus } = document;
    await staff.post(
      two,
      'api/sys/goods/save',
      {
        id,
        name,
        subtitle,
        categoryId,
        brand,
        model,
        condition,
        zones,
        tags,
        images,
        specs,
        description,
        skus: skus.map(({ ordered: _ordered, ...sku }) => ({ ...sku, plans: sku.plans.map((plan) => ({ ...plan, monthlyRent: rent })) })),
      },
      { page: `/console/goods/${listed.id}` },
    );
    const saved = performance.now();

    const yuan = (rent / 100).toFixed(2);
    await Promise.all(
      [one, two].map(async (base) => {
        for (;;) {
          const { html } = await visitor.page(base, path);
          if (html.includes(name) && html.includes(yuan)) break;
          assert.ok(performance.now() - saved < 2000, `${base}${path} still shows the old title or price after 2 s`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    t.diagnostic(`both storefronts showed the change ${Math.round(performance.now() - saved)} ms after the save answered`);
    the().figures.propagationMs = Math.round(performance.now() - saved);
  });

  test('a page one storefront rendered is served by the other from the shared cache', async () => {
    const { cluster } = the();
    const [one, two] = cluster.storefrontUrls;
    // Dropped from the cache first (through storefront two), so that storefront one renders it anew.
    const dropped = await fetch(`${two}/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cluster.secrets.revalidateSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['goods:1'] }),
    });
    assert.equal(dropped.status, 200);
    const rendered = await fetch(`${one}/details?id=1`);
    assert.equal(rendered.headers.get('x-nextjs-cache'), 'MISS');
    const html = await rendered.text();
    const served = await fetch(`${two}/details?id=1`);
    assert.equal(served.headers.get('x-replica'), 'storefront-2');
    assert.equal(served.headers.get('x-nextjs-cache'), 'HIT', 'storefront two served the page without rendering it');
    assert.equal(await served.text(), html);
  });

  test('a photo uploaded through one storefront is served by both product servers', async () => {
    const { cluster } = the();
    const staff = await consoleLogin({ captchaVia: cluster.storefrontUrls[1], loginVia: cluster.storefrontUrls[1], outboxOf: cluster.productServerUrls[1], ...MERCHANT });
    const form = new FormData();
    form.set('purpose', 'goods');
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${cluster.storefrontUrls[1]}/prod-api/api/sys/file/upload`, {
      method: 'POST',
      headers: { cookie: staff.jar.header, origin: cluster.storefrontUrls[1], 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    const uploaded = await response.json();
    assert.equal(uploaded.code, 200, uploaded.msg);
    for (const server of cluster.productServerUrls) {
      const file = await fetch(`${server}/api/file/public/${uploaded.data.key}`);
      assert.equal(file.status, 200, server);
      assert.equal(file.headers.get('x-replica'), `product-server-${cluster.productServerUrls.indexOf(server) + 1}`);
      assert.deepEqual(Buffer.from(await file.arrayBuffer()), PNG);
    }
  });

  test('40 wrong passwords at once over both product servers get at most the limit of tries; 40 SMS requests send one code', async () => {
    const { cluster, sql } = the();
    const [one, two] = cluster.productServerUrls;
    // The company account: the other tests log in as the personal one. From an address of its own.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postFrom('127.0.0.40', `${index % 2 ? two : one}/api/register/reg/paLogin`, { phone: '13900139000', passWord: `Wrong${index}pass` }),
      ),
    );
    assert.deepEqual(new Set(answers.map((answer) => answer.replica)), new Set(['product-server-1', 'product-server-2']));
    const tried = answers.filter((answer) => answer.body.msg === '手机号或密码错误').length;
    assert.ok(tried <= 5, `${tried} wrong passwords were checked; the limit is 5`);
    assert.ok(answers.every((answer) => answer.body.code !== 200));
    // The right password now waits too, on either server.
    for (const server of [one, two]) {
      const right = await postFrom('127.0.0.41', `${server}/api/register/reg/paLogin`, { phone: '13900139000', passWord: 'Zulin@2026' });
      assert.notEqual(right.body.code, 200);
      assert.notEqual(right.body.msg, '手机号或密码错误');
    }

    const phone = `1370${String(Date.now()).slice(-7)}`;
    const sent = await Promise.all(Array.from({ length: 40 }, (_, index) => call(index % 2 ? two : one, `/api/register/reg/vCode?phone=${phone}&type=1`)));
    assert.equal(sent.filter((answer) => answer.code === 200).length, 1);
    const [{ count }] = await sql`select count(*)::int as count from sms_outbox where phone = ${phone}`;
    assert.equal(count, 1);
    assert.match(await latestSmsCode(two, phone), /^\d{6}$/);
  });

  test('every replica shows its metrics to this machine and to the token holder, and to nobody through nginx', async () => {
    const { cluster } = the();
    for (const url of cluster.storefrontUrls) {
      const text = await (await fetch(`${url}/metrics`)).text();
      assert.match(text, /^http_request_duration_seconds_count\{method="GET",kind="page",status="200"\} [1-9]/m, url);
      assert.match(text, /^process_resident_memory_bytes \d+/m, url);
    }
    for (const url of cluster.productServerUrls) {
      const text = await (await fetch(`${url}/metrics`)).text();
      assert.match(text, /^shop_payments\{method="balance",status="succeeded"\} [1-9]/m, url);
      assert.match(text, /^db_pool_max_connections 10$/m, url);
      assert.match(text, /^db_pool_connections\{state="(active|idle)"\} [1-9]/m, url);
    }
    // Through nginx the caller is someone else: the shop's 404, unless it holds the token.
    assert.equal((await fetch(`${cluster.shopUrl}/metrics`)).status, 404);
    const scraped = await fetch(`${cluster.shopUrl}/metrics`, { headers: { authorization: `Bearer ${cluster.secrets.metricsToken}` } });
    assert.equal(scraped.status, 200);
    assert.match(await scraped.text(), /^http_request_duration_seconds_count\{method="GET",kind="page"/m);
  });

  test(
    'the scheduler on both product servers cancels each timed-out order once, refunds a rejected order once and marks each bill overdue once',
    { timeout: 120_000 },
    async () => {
      const { cluster, sql, plan } = the();
      const customer = new Shopper();
      const [one, two] = cluster.storefrontUrls;
      await customer.post(one, 'api/register/reg/paLogin', buyer(plan, PROOF_CUSTOMERS.timesOut), { page: '/login', anonymous: true });
      const [sku] = await cheapSkus(cluster.productServerUrls[0], 1, plan.sku.skuId);
      const orders = [];
      for (const base of [one, two, one]) {
        const line = await customer.post(base, 'api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: sku.termMonths, quantity: 1 });
        const order = await customer.post(base, 'api/wOrder/addOrder', {
          cartLineIds: [line.data.id],
          address: addressOf(plan, PROOF_CUSTOMERS.timesOut),
          idempotencyKey: randomUUID(),
        });
        orders.push(order.data.orderNo);
      }
      const [{ stock: stockPlaced }] = await sql`select stock from goods_skus where id = ${sku.skuId}`;
      const startedAt = new Date();
      await sql`update rental_orders set pay_deadline = now() - interval '1 minute' where order_no in ${sql(orders)}`;
      // A paid order nobody has risk-checked, of a customer with a bill past due: the scheduler's risk
      // check rejects it (a high rule) and gives the balance payment back.
      const rejected = new Shopper();
      await rejected.post(two, 'api/register/reg/paLogin', buyer(plan, PROOF_CUSTOMERS.rejected), { page: '/login', anonymous: true });
      const line = await rejected.post(two, 'api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: sku.termMonths, quantity: 1 });
      const placed = await rejected.post(two, 'api/wOrder/addOrder', {
        cartLineIds: [line.data.id],
        address: addressOf(plan, PROOF_CUSTOMERS.rejected),
        idempotencyKey: randomUUID(),
      });
      const [{ id: rejectedId }] = await sql`select id from rental_orders where order_no = ${placed.data.orderNo}`;
      await sql`insert into bills (order_id, kind, period, periods, due_date, amount, created_at) values (${rejectedId}, 'fee', 1, 1, current_date - 5, 100, now())`;
      const balanceBefore = (await rejected.post(one, 'auth/api/info/token', {})).data.balance;
      const paid = await rejected.post(one, 'api/wOrder/yezf', { orderNo: placed.data.orderNo, idempotencyKey: randomUUID() });

      const due = await sql`select b.id from bills b join rental_orders o on o.id = b.order_id where b.status = 0 and o.id <> ${rejectedId} order by b.due_date, b.id limit 4`;
      assert.equal(due.length, 4, 'the demo history has unpaid bills');
      const billIds = due.map((bill) => bill.id);
      await sql`update bills set due_date = current_date - 3 where id in ${sql(billIds)}`;

      // Both schedulers tick every 30 s: after 65 s each has run at least twice over the due work.
      await new Promise((resolve) => setTimeout(resolve, 65_000));
      const history = await sql`
      select o.order_no, o.status, count(h.id)::int as cancellations
      from rental_orders o left join order_history h on h.order_id = o.id and h.note = '超时未支付，订单已自动取消'
      where o.order_no in ${sql(orders)} group by o.order_no, o.status`;
      assert.equal(history.length, 3);
      for (const row of history) assert.deepEqual({ status: row.status, cancellations: row.cancellations }, { status: 9, cancellations: 1 }, row.order_no);
      const [{ stock }] = await sql`select stock from goods_skus where id = ${sku.skuId}`;
      assert.equal(stock, stockPlaced + 3, 'each cancelled order gave its unit back once');
      const bills = await sql`select id, status from bills where id in ${sql(billIds)}`;
      assert.ok(bills.every((bill) => bill.status === 2));
      // One notice per bill: as many new 账单已逾期 notices on each order as it has bills marked.
      const notes = await sql`
      select b.order_id, count(distinct b.id)::int as bills,
        (select count(*)::int from customer_notifications n where n.order_id = b.order_id and n.title = '账单已逾期' and n.created_at >= ${startedAt}) as notes
      from bills b where b.id in ${sql(billIds)} group by b.order_id`;
      for (const row of notes) assert.equal(row.notes, row.bills, `order ${row.order_id}: ${row.notes} overdue notices for ${row.bills} bills`);
      const [refused] = await sql`select status from rental_orders where id = ${rejectedId}`;
      assert.equal(refused.status, 10, 'the risk check closed the order');
      const ledger = await sql`select kind, amount from balance_ledger where order_id = ${rejectedId} order by id`;
      assert.deepEqual(
        ledger.map((row) => [row.kind, row.amount]),
        [
          ['payment', -paid.data.amount],
          ['refund', paid.data.amount],
        ],
      );
      assert.equal((await rejected.post(two, 'auth/api/info/token', {})).data.balance, balanceBefore);
      // Both product servers did run the scheduler.
      for (const server of cluster.productServerUrls) {
        const metrics = await (await fetch(`${server}/metrics`)).text();
        assert.match(metrics, /scheduler_run_duration_seconds_count\{outcome="ok"\} [1-9]/, server);
      }
    },
  );
}
