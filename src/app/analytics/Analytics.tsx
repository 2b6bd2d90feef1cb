import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readSetting, SETTING_KEYS, subscribeSetting, writeSetting } from '@/data/local-settings';
import { fetchPublicConfig } from '@/data/public-config';
import { isWorkoutArea } from '@/theme/theme-store';
import { analyticsDecision, loadTags, type TagIds } from './tags';

const ConsentBar = lazy(() => import('./ConsentBar'));

export interface AnalyticsProps {
  loadConfig?: () => Promise<TagIds>;
  load?: (ids: TagIds) => void;
}

/**
 * Analytics and Tag Manager (docs/product.md §7), only when the server configures their ids and only after the
 * person agrees. Never asked during a workout. The app shell mounts this only after the first
 * screen (RootShell), so neither its code nor its request competes with the page.
 */
export default function Analytics({ loadConfig = fetchPublicConfig, load = loadTags }: AnalyticsProps) {
  const { pathname } = useLocation();
  const [ids, setIds] = useState<TagIds>();
  const [choice, setChoice] = useState(() => readSetting(SETTING_KEYS.analyticsConsent));

  useEffect(() => subscribeSetting(SETTING_KEYS.analyticsConsent, setChoice), []);

  useEffect(() => {
    let active = true;
    // Offline or an old server: no analytics this time, and no reason to bother anyone.
    loadConfig().then(
      (loaded) => active && setIds(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loadConfig]);

  const decision = ids ? analyticsDecision(ids, choice) : 'none';
  useEffect(() => {
    if (decision === 'load' && ids) load(ids);
  }, [decision, ids, load]);

  if (decision !== 'ask' || isWorkoutArea(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBar onChoose={(chosen) => writeSetting(SETTING_KEYS.analyticsConsent, chosen)} />
    </Suspense>
  );
}
