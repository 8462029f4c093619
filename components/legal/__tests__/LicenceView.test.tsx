import { render, screen } from '@testing-library/react';
import { LicenceView } from '@/components/legal/LicenceView';
import { LEGAL_FACTS } from '@/test/fixtures/legal';

const FACTS = LEGAL_FACTS;

/** The value a term of a description list holds. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

test("/license shows the operator's business-licence facts and the record numbers as the platform set them", () => {
  render(<LicenceView facts={FACTS} />);
  expect(screen.getByRole('heading', { level: 1, name: '营业执照信息' })).toBeInTheDocument();
  expect(valueOf('企业名称')).toBe('云租电脑（深圳）科技有限公司');
  expect(valueOf('统一社会信用代码')).toBe('91440300MA5FYK7Q3X');
  expect(valueOf('注册地址')).toBe('深圳市南山区粤海街道科技园科苑路 88 号云租科技大厦 18 层');
  expect(valueOf('法定代表人')).toBe('陈立新');
  expect(valueOf('经营范围')).toBe('计算机及通讯设备租赁；办公设备租赁服务');
  expect(screen.getByRole('link', { name: '粤ICP备2023012345号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  expect(screen.getByRole('link', { name: '粤公网安备44030502008888号' })).toHaveAttribute('href', 'https://beian.mps.gov.cn/#/query/webSearch?code=44030502008888');
  expect(valueOf('增值电信业务经营许可证')).toBe('粤B2-20230456');
});

test('before the platform sets them, /license says the facts are being updated', () => {
  render(<LicenceView facts={null} />);
  expect(screen.getByRole('status')).toHaveTextContent('经营者信息正在更新，请稍后再来查看。');
  expect(screen.queryByText('企业名称')).not.toBeInTheDocument();
});
