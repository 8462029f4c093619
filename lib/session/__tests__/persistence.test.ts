import { readSavedState, STATE_STORAGE_KEY } from '@/lib/session/persistence';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test("a state saved by the release that used the original shop's names keeps its customer and cart count", () => {
  const legacy = {
    token: 'm1',
    userName: '张伟',
    GlobalId: 'g-1',
    goodsCarNum: 3,
    userInfo: { quanJuId: 'g-1', mobile: '13800138000', cname: null, pname: '张伟', balance: 100, accountType: 'personal', verified: false },
  };
  window.localStorage.setItem(STATE_STORAGE_KEY, JSON.stringify(legacy));
  expect(readSavedState()).toMatchObject({
    token: 'm1',
    globalId: 'g-1',
    cartCount: 3,
    userInfo: { globalId: 'g-1', mobile: '13800138000', companyName: null, personName: '张伟', balance: 100, accountType: 'personal', verified: false },
  });
  expect(readSavedState()).not.toHaveProperty('GlobalId');
});
