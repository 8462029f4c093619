import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RegisterForm } from '@/components/account/RegisterForm';

export const metadata: Metadata = { title: '注册', description: '注册企业或个人账号，在线租用笔记本、台式机与显示器。' };

export default function RegisterPage() {
  return (
    <Suspense>
      <RegisterForm />
    </Suspense>
  );
}
