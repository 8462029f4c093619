'use client';
/**
 * The side menu (docs/storefront.md#console-shell, RuoYi's layout/components/Sidebar): the logo linking to the
 * shop's root, the menu search (by title, on Enter; an empty box gives the full menu back), the
 * entries of the route table's sidebar (hidden ones already left out, single-child directories
 * already collapsed), external links in a new tab. Collapsed, it shows the icons only, a
 * directory's pages in a small menu beside it.
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { filterSidebar, type SidebarItem } from '@/lib/console/menu';
import { NAVBAR_HEIGHT, SIDEBAR_COLORS } from '@/lib/console/theme';
import { SITE } from '@/contract/site';
import { MenuIcon } from './MenuIcon';

type SidebarProps = {
  items: readonly SidebarItem[];
  /** The entry to light up (the route's activeMenu, or its path). */
  activePath: string;
  /** Icons only. */
  collapsed: boolean;
};

const itemSx = {
  color: SIDEBAR_COLORS.text,
  minHeight: 50,
  '&:hover': { backgroundColor: SIDEBAR_COLORS.hover },
  '&.Mui-selected, &.Mui-selected:hover': { color: SIDEBAR_COLORS.active, backgroundColor: SIDEBAR_COLORS.hover },
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 30 },
} as const;

function containsPath(item: SidebarItem, path: string): boolean {
  return item.kind === 'link' ? item.path === path : item.children.some((child) => containsPath(child, path));
}

export function Sidebar({ items, activePath, collapsed }: SidebarProps) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const shown = filterSidebar(items, keyword);
  const searching = keyword.trim() !== '';

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) setKeyword(draft);
  };

  return (
    <Box component="nav" aria-label="侧边菜单" sx={{ height: '100%', display: 'flex', flexDirection: 'column', backgroundColor: SIDEBAR_COLORS.background, overflow: 'hidden' }}>
      <Box
        component="a"
        href="/"
        title={`${SITE.name}首页`}
        sx={{
          height: NAVBAR_HEIGHT,
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          gap: 1.25,
          px: collapsed ? 0 : 2,
          color: '#fff',
          textDecoration: 'none',
          backgroundColor: '#2b2f3a',
        }}
      >
        <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden style={{ flex: 'none' }}>
          <rect width="64" height="64" rx="14" fill="#1f6feb" />
          <rect x="14" y="16" width="36" height="24" rx="3" fill="#fff" />
          <rect x="18" y="20" width="28" height="16" rx="1" fill="#1f6feb" opacity=".35" />
          <path d="M8 44h48l-4 6H12z" fill="#fff" />
        </svg>
        {collapsed ? null : (
          <Box component="span" sx={{ fontWeight: 600, fontSize: 14, whiteSpace: 'nowrap' }}>
            {SITE.name} · 管理后台
          </Box>
        )}
      </Box>
      {collapsed ? null : (
        <Box sx={{ px: 1.5, py: 1, flex: 'none' }}>
          <InputBase
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value.trim() === '') setKeyword('');
            }}
            onKeyDown={onSearchKey}
            placeholder="搜索菜单，回车确认"
            inputProps={{ 'aria-label': '搜索菜单' }}
            startAdornment={
              <InputAdornment position="start" sx={{ color: SIDEBAR_COLORS.text }}>
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
            sx={{ width: '100%', fontSize: 13, color: '#fff', backgroundColor: SIDEBAR_COLORS.nested, borderRadius: 1, px: 1, py: 0.25 }}
          />
        </Box>
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <List disablePadding>
          {shown.map((item) => (
            <SidebarEntry key={item.key} item={item} activePath={activePath} collapsed={collapsed} forceOpen={searching} depth={0} />
          ))}
        </List>
        {searching && shown.length === 0 ? <Box sx={{ color: SIDEBAR_COLORS.text, fontSize: 13, textAlign: 'center', py: 2 }}>没有匹配的菜单</Box> : null}
      </Box>
    </Box>
  );
}

type EntryProps = { item: SidebarItem; activePath: string; collapsed: boolean; forceOpen: boolean; depth: number };

function SidebarEntry({ item, activePath, collapsed, forceOpen, depth }: EntryProps) {
  if (item.kind === 'link') return <SidebarLink item={item} activePath={activePath} collapsed={collapsed} depth={depth} />;
  return <SidebarGroup item={item} activePath={activePath} collapsed={collapsed} forceOpen={forceOpen} depth={depth} />;
}

function SidebarLink({ item, activePath, collapsed, depth }: { item: Extract<SidebarItem, { kind: 'link' }>; activePath: string; collapsed: boolean; depth: number }) {
  const link = item.external
    ? ({ component: 'a', href: item.path, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: NextLink, href: item.path, prefetch: false } as const);
  const button = (
    <ListItemButton
      {...link}
      selected={!item.external && item.path === activePath}
      aria-current={!item.external && item.path === activePath ? 'page' : undefined}
      sx={{ ...itemSx, pl: collapsed ? 2.25 : 2 + depth * 1.5, backgroundColor: depth > 0 ? SIDEBAR_COLORS.nested : undefined }}
    >
      <ListItemIcon>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontSize: 14 } } }} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={item.title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function SidebarGroup({
  item,
  activePath,
  collapsed,
  forceOpen,
  depth,
}: {
  item: Extract<SidebarItem, { kind: 'group' }>;
  activePath: string;
  collapsed: boolean;
  forceOpen: boolean;
  depth: number;
}) {
  const holdsActive = containsPath(item, activePath);
  const [open, setOpen] = useState(holdsActive);
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  // A page opened from elsewhere (a tab, a link) opens its directory, as RuoYi's menu does.
  const [seenActive, setSeenActive] = useState(activePath);
  if (seenActive !== activePath) {
    setSeenActive(activePath);
    if (holdsActive) setOpen(true);
  }
  const expanded = forceOpen || open;

  if (collapsed) {
    return (
      <>
        <Tooltip title={item.title} placement="right">
          <ListItemButton
            onClick={(event: MouseEvent<HTMLElement>) => setPopup(event.currentTarget)}
            selected={holdsActive}
            aria-haspopup="menu"
            aria-label={item.title}
            sx={{ ...itemSx, pl: 2.25 }}
          >
            <ListItemIcon>
              <MenuIcon name={item.icon} directory />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu anchorEl={popup} open={popup !== null} onClose={() => setPopup(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {flattenLinks(item).map((link) =>
            link.external ? (
              <MenuItem key={link.key} component="a" href={link.path} target="_blank" rel="noopener noreferrer" onClick={() => setPopup(null)}>
                {link.title}
              </MenuItem>
            ) : (
              <MenuItem key={link.key} component={NextLink} href={link.path} prefetch={false} selected={link.path === activePath} onClick={() => setPopup(null)}>
                {link.title}
              </MenuItem>
            ),
          )}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton onClick={() => setOpen(!expanded)} aria-expanded={expanded} sx={{ ...itemSx, pl: 2 + depth * 1.5, color: holdsActive ? '#f4f4f5' : SIDEBAR_COLORS.text }}>
        <ListItemIcon>
          <MenuIcon name={item.icon} directory />
        </ListItemIcon>
        <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding>
          {item.children.map((child) => (
            <SidebarEntry key={child.key} item={child} activePath={activePath} collapsed={false} forceOpen={forceOpen} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function flattenLinks(item: SidebarItem): Extract<SidebarItem, { kind: 'link' }>[] {
  return item.kind === 'link' ? [item] : item.children.flatMap(flattenLinks);
}
