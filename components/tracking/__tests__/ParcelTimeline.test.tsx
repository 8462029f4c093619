/** The parcel timeline both order pages show: reading, failing with 重试, a parcel not collected yet, no tracking service, and the steps newest first. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParcelTimeline } from '@/components/tracking/ParcelTimeline';
import { RETURN_ON_ITS_WAY, SIGNED_SHIPMENT, trackingOf } from '@/test/fixtures/tracking';

const ORDER_NO = 'ZL20261122120000123456';

test('while it reads, a labelled progress bar', () => {
  render(<ParcelTimeline tracking={undefined} failed={false} loading onReload={() => {}} />);
  expect(screen.getByRole('progressbar', { name: '物流信息加载中' })).toBeInTheDocument();
});

test('a failed read says so and offers 重试', async () => {
  const reload = jest.fn();
  render(<ParcelTimeline tracking={undefined} failed loading={false} onReload={reload} />);
  expect(screen.getByRole('alert')).toHaveTextContent('物流信息暂时无法查询，请稍后再试');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('each parcel names its carrier and waybill and lists its steps newest first, with time and place; the newest is the current step', () => {
  render(<ParcelTimeline tracking={trackingOf(ORDER_NO)} failed={false} loading={false} onReload={() => {}} />);
  const parcel = screen.getByRole('region', { name: '发货物流：顺丰速运 SF1402231880001' });
  expect(within(parcel).getByRole('heading', { name: '发货物流' })).toBeInTheDocument();
  expect(within(parcel).getByText('已签收', { selector: '.MuiChip-label' })).toBeInTheDocument();
  const steps = within(parcel).getAllByRole('listitem');
  expect(within(parcel).getByRole('list', { name: '发货物流轨迹' })).toBeInTheDocument();
  expect(steps.map((step) => step.textContent)).toEqual(SIGNED_SHIPMENT.steps.map((step) => `${step.description}${step.at} · ${step.place} · ${step.stateName}`));
  expect(steps[0]).toHaveAttribute('aria-current', 'step');
  expect(steps[1]).not.toHaveAttribute('aria-current');
  expect(within(steps[3] as HTMLElement).getByText('2026-11-24 10:29:00')).toHaveAttribute('dateTime', '2026-11-24 10:29:00');
});

test('a return the carrier has not collected yet says so beside the shipment', () => {
  render(<ParcelTimeline tracking={trackingOf(ORDER_NO, [SIGNED_SHIPMENT, RETURN_ON_ITS_WAY])} failed={false} loading={false} onReload={() => {}} />);
  const back = screen.getByRole('region', { name: '退回物流：京东物流 JDVA30218845761' });
  expect(within(back).getByText('快递公司尚未揽收，揽收后将在此显示物流信息')).toBeInTheDocument();
  expect(within(back).queryByRole('list')).not.toBeInTheDocument();
  expect(within(back).getByText('待揽收')).toBeInTheDocument();
});

test('without a tracking service the waybills are shown with where to look them up, and nothing to refresh', () => {
  render(
    <ParcelTimeline
      tracking={trackingOf(ORDER_NO, [{ ...SIGNED_SHIPMENT, state: 'awaiting', stateName: '待揽收', signedAt: null, steps: [] }], false)}
      failed={false}
      loading={false}
      onReload={() => {}}
    />,
  );
  expect(screen.getByText('SF1402231880001')).toBeInTheDocument();
  expect(screen.getByText('暂未接入物流查询，请凭运单号到快递公司官网或 App 查询')).toBeInTheDocument();
  expect(screen.queryByText('待揽收')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '刷新物流信息' })).not.toBeInTheDocument();
});

test('刷新 reads again; a refresh that fails keeps what was shown and says it could not read', async () => {
  const reload = jest.fn();
  const { rerender } = render(<ParcelTimeline tracking={trackingOf(ORDER_NO)} failed={false} loading={false} onReload={reload} />);
  await userEvent.click(screen.getByRole('button', { name: '刷新物流信息' }));
  expect(reload).toHaveBeenCalledTimes(1);
  rerender(<ParcelTimeline tracking={trackingOf(ORDER_NO)} failed loading={false} onReload={reload} />);
  expect(screen.getByRole('alert')).toHaveTextContent('物流信息暂时无法查询，请稍后再试');
  expect(screen.getByRole('list', { name: '发货物流轨迹' })).toBeInTheDocument();
});
