import { type ReactNode, useEffect } from "react";
import { create } from "zustand";

export interface PageHeader {
  title: string;
  /** Buttons or menus shown at the right of the navigation bar, before the branch selector and avatar. */
  actions?: ReactNode;
}

interface PageHeaderState {
  header: PageHeader | null;
  /** Which mounted page set the header, so an old page's clean-up cannot clear the new page's header. */
  owner: symbol | null;
}

export const usePageHeaderStore = create<PageHeaderState>()(() => ({ header: null, owner: null }));

/**
 * Sets the navigation bar's page title and actions while the calling page is mounted; cleared on unmount.
 * Pass null for no title. Example: `usePageHeader({ title: paragraphTitle })`.
 */
export function usePageHeader(header: PageHeader | null): void {
  const title = header?.title;
  const actions = header?.actions;
  const hasHeader = header !== null;

  useEffect(() => {
    const owner = Symbol("page-header");
    usePageHeaderStore.setState({
      header: hasHeader ? { title: title ?? "", ...(actions !== undefined ? { actions } : {}) } : null,
      owner,
    });
    return () => {
      if (usePageHeaderStore.getState().owner === owner) usePageHeaderStore.setState({ header: null, owner: null });
    };
  }, [hasHeader, title, actions]);
}
