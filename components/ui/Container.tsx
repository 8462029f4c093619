import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './Container.module.css';

type ContainerProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** The shop's page width (1200 px with side padding), without MUI: public pages ship no MUI. */
export function Container<T extends ElementType = 'div'>({ as, className, ...rest }: ContainerProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={className ? `${styles.container} ${className}` : styles.container} {...rest} />;
}
