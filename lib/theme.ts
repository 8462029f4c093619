'use client';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';

/**
 * The shop's MUI theme: Chinese locale texts and "small" as the default size of every control
 * (docs/storefront.md#constants).
 */
export const themeOptions = {
  palette: {
    primary: { main: '#1f6feb', dark: '#1456c2', light: '#e8f0fe' },
    secondary: { main: '#c2410c' },
    background: { default: '#f5f6f8' },
  },
  typography: {
    fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
  },
  shape: { borderRadius: 6 },
  components: {
    MuiButton: { defaultProps: { size: 'small', disableElevation: true } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiSelect: { defaultProps: { size: 'small' } },
    MuiInputBase: { defaultProps: { size: 'small' } },
    MuiChip: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
    MuiPagination: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiRadio: { defaultProps: { size: 'small' } },
    MuiSwitch: { defaultProps: { size: 'small' } },
    MuiFab: { defaultProps: { size: 'small' } },
  },
} satisfies ThemeOptions;

export const theme = createTheme(themeOptions, zhCN);
