'use client';
/**
 * The top bar (RuoYi's layout/components/Navbar): the hamburger that opens and closes the side
 * menu, the breadcrumb of the current page, and the staff member's menu with 退出登录.
 */
import { useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import MenuIconGlyph from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import type { SysUserInfo } from '@/contract/auth';
import type { ConsoleRoute } from '@/lib/console/menu';
import { NAVBAR_HEIGHT } from '@/lib/console/theme';
import { notifier } from '@/lib/http/notifier';
import { leaveConsole } from '@/lib/api/browser/console/transport';
import { CONSOLE_HOME_PATH } from '@/lib/routes';
import { ROLE_NAMES } from './roles';

type NavbarProps = {
  staff: SysUserInfo;
  route: ConsoleRoute | null;
  homeTitle: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
};

/** RuoYi's logout question. */
export const LOGOUT_PROMPT = { title: '提示', message: '确定注销并退出系统吗？', confirmText: '确定', cancelText: '取消' } as const;

export function Navbar({ staff, route, homeTitle, sidebarOpen, onToggleSidebar }: NavbarProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const logOut = async () => {
    setMenuAnchor(null);
    if (await notifier().confirm({ ...LOGOUT_PROMPT })) await leaveConsole();
  };

  const crumbs = !route ? ['页面不存在'] : route.path !== CONSOLE_HOME_PATH ? [...route.parents, route.meta.title] : [];

  return (
    <Box
      component="header"
      sx={{
        height: NAVBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        backgroundColor: '#fff',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
        position: 'relative',
        zIndex: 2,
      }}
    >
      <IconButton onClick={onToggleSidebar} aria-label={sidebarOpen ? '收起侧边栏' : '展开侧边栏'} aria-expanded={sidebarOpen} size="medium">
        {sidebarOpen ? <MenuOpen /> : <MenuIconGlyph />}
      </IconButton>
      <Breadcrumbs aria-label="当前位置" sx={{ flex: 1, minWidth: 0, fontSize: 14, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, '& li': { whiteSpace: 'nowrap' } }}>
        {crumbs.length === 0 ? (
          <Typography sx={{ color: 'text.primary', fontSize: 14 }}>{homeTitle}</Typography>
        ) : (
          <Link component={NextLink} href={CONSOLE_HOME_PATH} prefetch={false} underline="hover" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {homeTitle}
          </Link>
        )}
        {crumbs.map((title, index) => (
          <Typography key={`${index}-${title}`} sx={{ color: index === crumbs.length - 1 ? 'text.primary' : 'text.secondary', fontSize: 14 }}>
            {title}
          </Typography>
        ))}
      </Breadcrumbs>
      <Button
        color="inherit"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${staff.nickName}的账户菜单`}
        startIcon={<AccountCircle />}
        endIcon={<ArrowDropDown />}
        sx={{ textTransform: 'none', fontSize: 14, flex: 'none' }}
      >
        <Box component="span" data-testid="console-nickname">
          {staff.nickName}
        </Box>
      </Button>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ fontSize: 13 }}>
          {ROLE_NAMES[staff.role]}
          {staff.storeName ? ` · ${staff.storeName}` : ''}
        </MenuItem>
        <MenuItem onClick={() => void logOut()}>退出登录</MenuItem>
      </Menu>
    </Box>
  );
}
