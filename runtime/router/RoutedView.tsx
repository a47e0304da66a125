import { Component, createContext, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { Navigation, NavigationState } from './navigation';
import { useFirstViewShown } from './prerendered';
import { ErrorPage, NotFoundPage } from './StatusPage';
import { BASE_PATH } from '../platform/base-path';

const RouteStateContext = createContext<NavigationState | null>(null);

/** The navigation that put the current view on screen: its params and its loader's answer. */
export function useRouteState(): NavigationState {
  const state = useContext(RouteStateContext);
  if (!state) throw new Error('useRouteState is used outside the routed view');
  return state;
}

/** A view that fails to render is the page's error, as a loader's failure is. */
class ViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

function View({ state }: { state: NavigationState }) {
  // The first view to show takes the place of the page's build-time markup.
  useFirstViewShown();
  if (state.error !== undefined) return <ErrorPage error={state.error} />;
  const Page = state.route?.Component ?? NotFoundPage;
  return (
    <ViewBoundary key={state.location.key}>
      <Suspense fallback={null}><Page /></Suspense>
    </ViewBoundary>
  );
}

/**
 * The page on screen, under React Router's own router, so Link, Navigate and useNavigate work in it. While
 * the first page loads, the build-time markup and the loading overlay are what the customer sees.
 */
export function RoutedView({ navigation }: { navigation: Navigation }) {
  const state = useSyncExternalStore(navigation.subscribe, () => navigation.state);
  if (!state.initialized) return null;
  return (
    <Router basename={BASE_PATH} location={state.location} navigationType={state.action} navigator={navigation.navigator}>
      <RouteStateContext.Provider value={state}>
        <View state={state} />
      </RouteStateContext.Provider>
    </Router>
  );
}
