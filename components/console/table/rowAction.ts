/** A row's action buttons (编辑, 预览, 删除 …) as compact as text links, so the 操作 column stays narrow. */
export const ROW_ACTION_SX = { minWidth: 0, px: 0.75 } as const;
