'use client';
/**
 * The tab bar of visited views (docs/storefront.md#console-shell, RuoYi's layout/components/TagsView): click to
 * switch (to the tab's last full URL), close with the close icon or a middle click (never an
 * affix tab), and a right-click menu, 105 px wide, with one entry: 刷新.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CloseIcon from '@mui/icons-material/Close';
import type { TagView } from '@/lib/console/tags';
import { TAGS_HEIGHT } from '@/lib/console/theme';

/** The right-click menu's width (docs/storefront.md#constants). */
export const TAG_MENU_WIDTH = 105;
/** The scroll padding of docs/storefront.md#constants: the active tab is scrolled into view with this margin. */
const SCROLL_PADDING = 4;

type TagsViewProps = {
  views: readonly TagView[];
  activePath: string;
  onSelect: (view: TagView) => void;
  onClose: (view: TagView) => void;
  onRefresh: (view: TagView) => void;
};

export function TagsView({ views, activePath, onSelect, onClose, onRefresh }: TagsViewProps) {
  const [menu, setMenu] = useState<{ view: TagView; left: number; top: number } | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = bar.current;
    const tab = container?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!container || !tab) return;
    if (tab.offsetLeft < container.scrollLeft) container.scrollLeft = tab.offsetLeft - SCROLL_PADDING;
    else if (tab.offsetLeft + tab.offsetWidth > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = tab.offsetLeft + tab.offsetWidth - container.clientWidth + SCROLL_PADDING;
    }
  }, [activePath, views.length]);

  const openMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    setMenu({ view, left: event.clientX, top: event.clientY });
  };

  return (
    <Box
      sx={{
        height: TAGS_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        backgroundColor: '#fff',
        borderBottom: '1px solid #d8dce5',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)',
      }}
    >
      <Box
        ref={bar}
        role="tablist"
        aria-label="已打开的页面"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, overflowX: 'auto', overflowY: 'hidden', whiteSpace: 'nowrap', scrollbarWidth: 'thin', height: '100%' }}
      >
        {views.map((view) => {
          const active = view.path === activePath;
          return (
            <Box
              key={view.path}
              role="tab"
              aria-label={view.title}
              tabIndex={0}
              aria-selected={active}
              data-path={view.path}
              onClick={() => onSelect(view)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(view);
                }
              }}
              // A middle click closes (and must not start the browser's auto-scroll).
              onMouseDown={(event) => {
                if (event.button === 1) event.preventDefault();
              }}
              onAuxClick={(event) => {
                if (event.button === 1 && !view.affix) {
                  event.preventDefault();
                  onClose(view);
                }
              }}
              onContextMenu={(event) => openMenu(event, view)}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                height: 26,
                px: 1,
                fontSize: 12,
                cursor: 'pointer',
                border: '1px solid',
                borderColor: active ? 'primary.main' : '#d8dce5',
                color: active ? '#fff' : '#495060',
                backgroundColor: active ? 'primary.main' : '#fff',
                borderRadius: 0.5,
                userSelect: 'none',
                '&::before': active ? { content: '""', width: 8, height: 8, borderRadius: '50%', backgroundColor: '#fff', display: 'inline-block' } : undefined,
              }}
            >
              <span>{view.title}</span>
              {view.affix ? null : (
                <Box
                  component="span"
                  role="button"
                  aria-label={`关闭${view.title}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(view);
                  }}
                  sx={{ display: 'inline-flex', borderRadius: '50%', '&:hover': { backgroundColor: active ? 'rgba(255,255,255,.3)' : '#b4bccc', color: '#fff' } }}
                >
                  <CloseIcon sx={{ fontSize: 12 }} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { left: menu.left, top: menu.top } : undefined}
        slotProps={{ paper: { sx: { width: TAG_MENU_WIDTH } }, list: { dense: true, 'aria-label': '页签菜单' } }}
      >
        <MenuItem
          onClick={() => {
            if (menu) onRefresh(menu.view);
            setMenu(null);
          }}
          sx={{ fontSize: 12 }}
        >
          刷新
        </MenuItem>
      </Menu>
    </Box>
  );
}
