'use client';
/**
 * The home page's slides. Every slide is in the server HTML (crawlers and a visitor without
 * script see them all, scrollable); the script only turns, pauses and points the dots.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { CarouselSlide } from '@/contract/carousel';
import styles from './Carousel.module.css';

const TURN_MS = 5000;

/** Slides are not prefetched: they turn away before a visitor would follow most of them. */
function SlideLink({ slide, children }: { slide: CarouselSlide; children: React.ReactNode }) {
  if (slide.link.startsWith('/'))
    return (
      <Link href={slide.link} className={styles.slideLink} prefetch={false}>
        {children}
      </Link>
    );
  return (
    <a href={slide.link} className={styles.slideLink} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Carousel({ slides, label = '活动推荐' }: { slides: CarouselSlide[]; label?: string }) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const track = useRef<HTMLUListElement>(null);

  const show = useCallback(
    (index: number) => {
      const count = slides.length;
      const next = ((index % count) + count) % count;
      setCurrent(next);
      const list = track.current;
      if (list) list.scrollTo({ left: list.clientWidth * next, behavior: 'smooth' });
    },
    [slides.length],
  );

  useEffect(() => {
    if (!playing || hovered || slides.length < 2) return;
    const timer = window.setTimeout(() => show(current + 1), TURN_MS);
    return () => window.clearTimeout(timer);
  }, [current, playing, hovered, show, slides.length]);

  if (slides.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <ul ref={track} className={styles.track} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className={styles.slide}
            style={{ background: slide.theme }}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            inert={index !== current}
          >
            <SlideLink slide={slide}>
              <span className={styles.text}>
                <span className={styles.title}>{slide.title}</span>
                <span className={styles.subtitle}>{slide.subtitle}</span>
                <span className={styles.cta}>立即查看</span>
              </span>
              <Image src={slide.image} alt="" width={320} height={240} className={styles.picture} priority={index === 0} unoptimized />
            </SlideLink>
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.pause} onClick={() => setPlaying((value) => !value)} aria-label={playing ? '暂停轮播' : '继续轮播'}>
            {playing ? '❚❚' : '▶'}
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`第 ${index + 1} 张：${slide.title}`}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
