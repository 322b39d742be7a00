import {
  AtomIcon,
  BabyIcon,
  BoneIcon,
  BrainCircuitIcon,
  BrainIcon,
  DropletIcon,
  EyeIcon,
  HeartPulseIcon,
  LanguagesIcon,
  PlaneIcon,
  RibbonIcon,
  SaladIcon,
  ScanFaceIcon,
  ScanIcon,
  ScanLineIcon,
  SearchIcon,
  ShieldPlusIcon,
  StethoscopeIcon,
  VenusIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react'
import { cn } from '~/lib/utils'

/**
 * Specialties and services name a lucide icon. Only the icons the catalogue uses are bundled
 * (importing lucide's dynamic icon map would ship every icon); unknown names get a stethoscope.
 */
const ICONS: Record<string, LucideIcon> = {
  atom: AtomIcon,
  baby: BabyIcon,
  bone: BoneIcon,
  brain: BrainIcon,
  'brain-circuit': BrainCircuitIcon,
  droplet: DropletIcon,
  eye: EyeIcon,
  'heart-pulse': HeartPulseIcon,
  languages: LanguagesIcon,
  plane: PlaneIcon,
  ribbon: RibbonIcon,
  salad: SaladIcon,
  scan: ScanIcon,
  'scan-face': ScanFaceIcon,
  'scan-line': ScanLineIcon,
  search: SearchIcon,
  'shield-plus': ShieldPlusIcon,
  stethoscope: StethoscopeIcon,
  venus: VenusIcon,
  video: VideoIcon,
}

/** A decorative catalogue icon. */
export function CatalogIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || StethoscopeIcon
  return <Icon className={cn('size-6', className)} aria-hidden />
}

export default CatalogIcon
