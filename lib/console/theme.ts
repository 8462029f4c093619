'use client';
import { createTheme } from '@mui/material/styles';
import { zhCN as materialZhCN } from '@mui/material/locale';
import { zhCN as dataGridZhCN } from '@mui/x-data-grid/locales';
import { themeOptions } from '@/lib/theme';

/**
 * The back office's theme: the shop's palette and its "small" default size of every control
 * (docs/storefront.md#constants), with the Chinese texts of MUI and of the data grid.
 */
export const consoleTheme = createTheme(
  {
    ...themeOptions,
    typography: { ...themeOptions.typography, fontSize: 13 },
    components: {
      ...themeOptions.components,
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialog: { defaultProps: { maxWidth: 'sm', fullWidth: true } },
    },
  },
  materialZhCN,
  dataGridZhCN,
);

/** RuoYi's dark side menu. */
export const SIDEBAR_COLORS = { background: '#304156', text: '#bfcbd9', active: '#409eff', hover: '#263445', nested: '#1f2d3d' } as const;
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const NAVBAR_HEIGHT = 50;
export const TAGS_HEIGHT = 34;
/** Below this width the device is mobile (docs/storefront.md#mobile). */
export const MOBILE_BREAKPOINT = 992;
