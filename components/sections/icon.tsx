import {
  Activity, AlertTriangle, Anchor, Award, BarChart3, Battery, Bell, Building2, Calendar, CheckCircle2, ClipboardCheck, Clock,
  CloudRain, CloudSun, Coffee, Compass, Cpu, Droplet, Droplets, Eye, Factory, FileText, Fish, Flame, FlaskConical, Flower2,
  Gauge, Globe, GraduationCap, HandHelping, Handshake, Heart, Home, IndianRupee, Banknote, Layers, Leaf, LineChart, Lock, Map,
  MapPin, MessageCircle, Microscope, Mountain, Navigation, Package, QrCode, Radar, Radio, Recycle, Satellite, SatelliteDish,
  Scan, School, Settings, Shield, ShieldCheck, Ship, Smartphone, Sprout, Sun, Target, TestTube, Thermometer, Timer, Toilet,
  Tractor, TreePine, Trees, TrendingDown, TrendingUp, Truck, UserCheck, Users, Wheat, Wifi, Wind, Waves, Wrench, Zap,
  Phone, PhoneCall, Mail, Languages, Scale, Bot, MonitorSmartphone,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/lib/content/icons';

/** Content names an icon; this is the only place that maps names to components (and so to the bundle). */
export const icons: Record<IconName, LucideIcon> = {
  satellite: Satellite, 'satellite-dish': SatelliteDish, radar: Radar, scan: Scan, map: Map, 'map-pin': MapPin, layers: Layers,
  mountain: Mountain, trees: Trees, 'tree-pine': TreePine, sprout: Sprout, leaf: Leaf, wheat: Wheat, flower: Flower2,
  droplets: Droplets, droplet: Droplet, waves: Waves, 'cloud-rain': CloudRain, 'cloud-sun': CloudSun, sun: Sun,
  thermometer: Thermometer, wind: Wind, gauge: Gauge, activity: Activity, 'bar-chart': BarChart3, 'line-chart': LineChart,
  'trending-up': TrendingUp, 'trending-down': TrendingDown, bell: Bell, smartphone: Smartphone, 'message-circle': MessageCircle,
  wifi: Wifi, battery: Battery, cpu: Cpu, radio: Radio, flask: FlaskConical, 'test-tube': TestTube, microscope: Microscope,
  fish: Fish, ship: Ship, anchor: Anchor, compass: Compass, navigation: Navigation, 'shield-check': ShieldCheck, shield: Shield,
  lock: Lock, recycle: Recycle, factory: Factory, building: Building2, home: Home, users: Users, 'user-check': UserCheck,
  'graduation-cap': GraduationCap, school: School, tractor: Tractor, coffee: Coffee, banknote: Banknote,
  'indian-rupee': IndianRupee, package: Package, truck: Truck, 'qr-code': QrCode, 'clipboard-check': ClipboardCheck,
  'file-text': FileText, clock: Clock, calendar: Calendar, timer: Timer, zap: Zap, wrench: Wrench, settings: Settings,
  'check-circle': CheckCircle2, 'alert-triangle': AlertTriangle, flame: Flame, eye: Eye, target: Target, heart: Heart,
  globe: Globe, award: Award, handshake: Handshake, toilet: Toilet, 'hand-helping': HandHelping,
  phone: Phone, 'phone-call': PhoneCall, mail: Mail, languages: Languages, scale: Scale, bot: Bot, 'monitor-smartphone': MonitorSmartphone,
};

/** A decorative content icon at a given pixel size (cards 50, info blocks 48). */
export function ContentIcon({ name, size, className }: { name: IconName; size: number; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" width={size} height={size} className={className} strokeWidth={1.75} />;
}
