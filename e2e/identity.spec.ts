import { test, expect } from '@playwright/test';
import { freshCreditCode, freshPhone, platformApprovesVerification, registerCompany, sendCompanyVerification } from './support';

const COMPANY = '杭州云上测试科技有限公司';

test('a new company verifies with its licence and is approved, saves addresses with the picker, and checkout offers them with the default chosen', async ({ page, request }) => {
  // A company registers.
  const phone = freshPhone();
  await registerCompany(page, request, { company: COMPANY, contact: '陈明', phone, password: 'Rent2026ok' });

  // It sends its verification with a picture of the licence.
  await page.goto('/authentication');
  await expect(page.getByLabel(/企业名称/)).toHaveValue(COMPANY);
  await sendCompanyVerification(page, { creditCode: freshCreditCode(), legalPerson: '陈明' });

  // The platform approves it: verified, with the published credit line.
  await platformApprovesVerification(request, phone);
  await page.reload();
  await expect(page.getByTestId('verification-status')).toHaveText('已认证');
  await expect(page.getByText('企业认证已通过，免押额度 ¥50,000.00，可租赁采购专区商品。')).toBeVisible();
  await expect(page.getByAltText('营业执照照片')).toBeVisible();

  // An address through the region picker.
  await page.goto('/shipToAddress');
  await expect(page.getByText('还没有收货地址')).toBeVisible();
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel(/收货人/).fill('陈明');
  await dialog.getByLabel(/手机号码/).fill('13700005555');
  await dialog.getByLabel('所在地区').click();
  await page.getByRole('option', { name: '浙江' }).click();
  await page.getByRole('option', { name: '杭州' }).click();
  await page.getByRole('option', { name: '西湖区' }).click();
  await dialog.getByLabel(/详细地址/).fill('文三路 90 号东部软件园 3 号楼 5 层');
  await dialog.getByRole('button', { name: '公司' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  const saved = page.getByRole('listitem', { name: /收货地址 陈明 浙江 杭州 西湖区/ });
  await expect(saved.getByText('默认')).toBeVisible();
  await expect(page.getByTestId('address-count')).toHaveText('已保存 1 / 20 个地址');
  // A second one, not the default: the book lists the default first.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await dialog.getByLabel(/收货人/).fill('周敏');
  await dialog.getByLabel(/手机号码/).fill('13700006666');
  await dialog.getByLabel('所在地区').click();
  await page.getByRole('option', { name: '上海' }).click();
  await page.getByRole('option', { name: '上海' }).click();
  await page.getByRole('option', { name: '徐汇区' }).click();
  await dialog.getByLabel(/详细地址/).fill('漕河泾开发区宜山路 700 号 B2 栋 6 层');
  await dialog.getByLabel('地址标签').fill('上海分公司');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('address-count')).toHaveText('已保存 2 / 20 个地址');
  await expect(page.getByRole('list', { name: '收货地址列表' }).getByRole('listitem').first()).toContainText('陈明');
  // As it opens again: the book is the server's, not the page's memory.
  await page.reload();
  await expect(page.getByTestId('address-count')).toHaveText('已保存 2 / 20 个地址');

  // Checkout offers the saved addresses, the default chosen. (No order is placed: the shop's risk
  // check counts the accounts ordering from one address, and the other specs order from this one.)
  await page.goto('/details?id=2');
  await page.getByRole('button', { name: '立即租赁' }).click();
  await expect(page).toHaveURL(/\/order\?skuId=\d+&termMonths=\d+&quantity=1$/);
  const choices = page.getByRole('radiogroup', { name: '选择收货地址' });
  await expect(choices.getByRole('radio', { name: /陈明 13700005555.*浙江 杭州 西湖区 文三路 90 号东部软件园 3 号楼 5 层/ })).toBeChecked();
  await expect(choices.getByRole('radio', { name: /周敏 13700006666/ })).not.toBeChecked();
  await expect(page.getByLabel(/收货人/)).toHaveCount(0);
  await choices.getByRole('radio', { name: '使用新地址' }).check();
  await expect(page.getByLabel(/收货人/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '保存到我的收货地址' })).not.toBeChecked();

  // Its coupons: two claimed in the coupon centre, both available.
  const offers = (await (await page.request.get('/prod-api/api/coupon/centre')).json()) as { data: Array<{ id: number; name: string }> };
  for (const name of ['新人专享券', '满 1000 减 100']) {
    const offer = offers.data.find((candidate) => candidate.name === name);
    expect((await (await page.request.post('/prod-api/api/coupon/claim', { data: { templateId: offer?.id } })).json()).code).toBe(200);
  }
  await page.goto('/myCoupon');
  await expect(page.getByRole('tab', { name: '可使用（2）' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '优惠券 满 1000 减 100' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '优惠券 新人专享券' })).toBeVisible();
  await page.getByRole('tab', { name: '已使用（0）' }).click();
  await expect(page.getByText('还没有使用过优惠券')).toBeVisible();
});
