// A light entry point of its own: the console shows these while the layouts' code loads, so it must
// not import the library's main entry (the layouts themselves).
export { PageSkeleton } from './PageSkeleton';
export { SidebarFrameSkeleton } from './SidebarFrameSkeleton';
export { FormFrameSkeleton } from './FormFrameSkeleton';
