import * as React from "react";
import {
  Award, BarChart3, BookOpen, Briefcase, Building2, CalendarDays, Cloud, Compass, Cpu, Database, Ear, Factory, Gem,
  Globe, GraduationCap, Handshake, HeartHandshake, HeartPulse, Landmark, Layers, Lightbulb, LineChart, Map, Megaphone,
  Mic, PartyPopper, Plane, RefreshCw, Rocket, Search, ShieldCheck, ShoppingBag, Smile, Sparkles, Target, TrendingDown,
  TrendingUp, Truck, Users, Zap, type LucideIcon,
} from "lucide-react";

/**
 * The icons content staff can name in data/ (the same list is the `enum` of every
 * `icon` field in data/schemas). Imported one by one so only these reach the bundle.
 */
const ICONS: Record<string, LucideIcon> = {
  compass: Compass, "graduation-cap": GraduationCap, "calendar-days": CalendarDays, ear: Ear, map: Map, rocket: Rocket,
  "refresh-cw": RefreshCw, search: Search, target: Target, zap: Zap, "line-chart": LineChart, "trending-up": TrendingUp,
  "trending-down": TrendingDown, "shield-check": ShieldCheck, users: Users, handshake: Handshake, sparkles: Sparkles,
  lightbulb: Lightbulb, "heart-handshake": HeartHandshake, award: Award, globe: Globe, "building-2": Building2, cpu: Cpu,
  database: Database, "party-popper": PartyPopper, plane: Plane, mic: Mic, briefcase: Briefcase, "bar-chart-3": BarChart3,
  layers: Layers, smile: Smile, factory: Factory, "shopping-bag": ShoppingBag, landmark: Landmark, "heart-pulse": HeartPulse,
  truck: Truck, gem: Gem, cloud: Cloud, "book-open": BookOpen, megaphone: Megaphone,
};

export const contentIconNames = Object.keys(ICONS);

/** A decorative icon named in the content (hidden from screen readers: the text next to it says it all). */
export const ContentIcon = ({ name, size = 24 }: { name: string; size?: number }) => {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
};
