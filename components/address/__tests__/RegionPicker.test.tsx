import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionPicker } from '@/components/address/RegionPicker';
import type { RegionValue } from '@/lib/regions';

function Harness({ onChange }: { onChange: (value: RegionValue) => void }) {
  const [value, setValue] = useState<RegionValue | null>(null);
  return (
    <RegionPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('province, then city, then district: the value is committed with the district and the popover closes', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);

  await user.click(screen.getByLabelText('所在地区'));
  await user.click(await screen.findByRole('option', { name: '广东' }));
  expect(onChange).not.toHaveBeenCalled();
  await user.click(await screen.findByRole('option', { name: '深圳' }));
  expect(onChange).not.toHaveBeenCalled();
  await user.click(await screen.findByRole('option', { name: '南山区' }));

  expect(onChange).toHaveBeenCalledWith(['广东', '深圳', '南山区']);
  expect(screen.getByLabelText('所在地区')).toHaveValue('广东 / 深圳 / 南山区');
  expect(screen.queryByRole('dialog', { name: '选择所在地区' })).not.toBeInTheDocument();
});

test('closing the popover half way commits nothing', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await user.click(screen.getByLabelText('所在地区'));
  await user.click(await screen.findByRole('option', { name: '北京' }));
  await user.keyboard('{Escape}');
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByLabelText('所在地区')).toHaveValue('');
});
