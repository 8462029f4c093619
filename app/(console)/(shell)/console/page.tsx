import { redirect } from 'next/navigation';
import { CONSOLE_HOME_PATH } from '@/lib/routes';

/** The console's root is its workbench. */
export default function ConsoleRoot(): never {
  redirect(CONSOLE_HOME_PATH);
}
