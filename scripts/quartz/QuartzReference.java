// Records org.quartz.CronExpression's own answers (validity, next fire times) for the expressions in
// fixtures/cron/quartz-expressions.txt, as fixtures/cron/quartz-reference.json. See scripts/quartz/README.md.
//
// Input lines: `EXPRESSION` or `EXPRESSION<TAB>FROM[,FROM...]` (ISO instants; default: the two global
// starts below). Lines starting with `#` and blank lines are skipped. Expressions are kept verbatim.

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.TimeZone;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.quartz.CronExpression;

public class QuartzReference {
  static final String[] ZONES = {"UTC", "Asia/Shanghai", "America/New_York", "Europe/Berlin"};
  static final String[] DEFAULT_FROM = {"2024-02-27T23:59:58Z", "2026-10-24T22:30:30Z"};
  static final int COUNT = 5;
  // Some inputs Quartz accepts make getTimeAfter crawl (e.g. seconds "98" advances one minute per loop).
  static final long TIMEOUT_MS = 3000;

  public static void main(String[] args) throws Exception {
    TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
    Path in = Path.of(args.length > 0 ? args[0] : "fixtures/cron/quartz-expressions.txt");
    Path out = Path.of(args.length > 1 ? args[1] : "fixtures/cron/quartz-reference.json");
    StringBuilder json = new StringBuilder();
    json.append("{\n  \"generator\": \"scripts/quartz/QuartzReference.java\",\n");
    json.append("  \"quartz\": ").append(quote(CronExpression.class.getPackage().getImplementationVersion() == null
        ? "2.3.2" : CronExpression.class.getPackage().getImplementationVersion())).append(",\n");
    json.append("  \"java\": ").append(quote(System.getProperty("java.version"))).append(",\n");
    json.append("  \"year\": ").append(java.util.Calendar.getInstance().get(java.util.Calendar.YEAR)).append(",\n");
    json.append("  \"count\": ").append(COUNT).append(",\n");
    json.append("  \"zones\": [");
    for (int z = 0; z < ZONES.length; z++) json.append(z > 0 ? ", " : "").append(quote(ZONES[z]));
    json.append("],\n  \"cases\": [\n");
    boolean first = true;
    for (String raw : Files.readAllLines(in, StandardCharsets.UTF_8)) {
      if (raw.isBlank() || raw.startsWith("#")) continue;
      String expr = raw;
      String[] froms = DEFAULT_FROM;
      int tab = raw.indexOf('\t');
      if (tab >= 0) {
        expr = raw.substring(0, tab);
        froms = raw.substring(tab + 1).trim().split(",");
      }
      if (!first) json.append(",\n");
      first = false;
      json.append("    {\"expression\": ").append(quote(expr));
      CronExpression parsed = null;
      try {
        parsed = new CronExpression(expr);
      } catch (ParseException e) {
        json.append(", \"valid\": false, \"error\": ").append(quote(e.getMessage())).append("}");
        continue;
      } catch (RuntimeException e) {
        json.append(", \"valid\": false, \"error\": ").append(quote(e.toString())).append("}");
        continue;
      }
      json.append(", \"valid\": true, \"runs\": [");
      boolean firstRun = true;
      for (String zone : ZONES) {
        for (String from : froms) {
          CronExpression ce = new CronExpression(expr);
          ce.setTimeZone(TimeZone.getTimeZone(zone));
          // The search runs on its own thread so that a crawling one can be abandoned after TIMEOUT_MS.
          List<String> found = new ArrayList<>();
          String failure = null;
          Date start = Date.from(Instant.parse(from.trim()));
          ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r);
            t.setDaemon(true);
            return t;
          });
          Future<?> job = pool.submit(() -> {
            Date at = start;
            for (int i = 0; i < COUNT; i++) {
              at = ce.getTimeAfter(at);
              if (at == null) break;
              synchronized (found) {
                found.add(at.toInstant().toString());
              }
            }
          });
          try {
            job.get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
          } catch (TimeoutException e) {
            failure = "timeout";
            job.cancel(true);
          } catch (java.util.concurrent.ExecutionException e) {
            failure = e.getCause().toString();
          }
          pool.shutdownNow();
          List<String> next;
          synchronized (found) {
            next = new ArrayList<>(found);
          }
          json.append(firstRun ? "\n" : ",\n");
          firstRun = false;
          json.append("      {\"tz\": ").append(quote(zone)).append(", \"from\": ").append(quote(from.trim()));
          json.append(", \"next\": [");
          for (int i = 0; i < next.size(); i++) json.append(i > 0 ? ", " : "").append(quote(next.get(i)));
          json.append("]");
          if (failure != null) json.append(", \"failure\": ").append(quote(failure));
          json.append("}");
        }
      }
      json.append("\n    ]}");
    }
    json.append("\n  ]\n}\n");
    Files.writeString(out, json.toString(), StandardCharsets.UTF_8);
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\t' -> b.append("\\t");
        case '\r' -> b.append("\\r");
        default -> {
          if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
          else b.append(c);
        }
      }
    }
    return b.append('"').toString();
  }
}
