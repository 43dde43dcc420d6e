public enum ScrollSimCommand {}
